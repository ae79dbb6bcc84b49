// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FloatingParticles, PARTICLE_CAPS } from "~/components/ui/floating-particles";

describe("FloatingParticles", () => {
  it("caps particles per area: 20 hero, 10 component, 25 form", () => {
    expect(PARTICLE_CAPS).toEqual({ hero: 20, component: 10, form: 25 });
    for (const area of ["hero", "component", "form"] as const) {
      const { container, unmount } = render(<FloatingParticles area={area} count={100} />);
      expect(container.querySelectorAll("[data-particle]")).toHaveLength(PARTICLE_CAPS[area]);
      unmount();
    }
  });

  it("is hidden from assistive technology and renders the same markup every time", () => {
    const first = render(<FloatingParticles area="hero" />);
    const html = first.container.innerHTML;
    first.unmount();
    const second = render(<FloatingParticles area="hero" />);
    expect(second.container.innerHTML).toBe(html);
    expect(second.container.firstElementChild).toHaveAttribute("aria-hidden");
  });
});
