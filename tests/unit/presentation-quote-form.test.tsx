// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { presentationPricesSeed } from "~/content/presentation-prices";
import { QUOTE_SLIDES_MESSAGE, quoteSlides } from "~/content/presentations";
import { PresentationQuoteForm } from "~/features/presentations/quote-form";

/**
 * The custom presentations page's quote form at the seed's prices: what its slides field refuses.
 * `services.spec` keeps the browser's own checks, the send and a count typed before the island
 * is live; the server's answer to the same counts: `leads-api.test`.
 */

describe("PresentationQuoteForm's slides field", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, "", "/services/custom-presentations");
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says which counts it takes, for each one it refuses", async () => {
    const user = userEvent.setup();
    render(<PresentationQuoteForm prices={presentationPricesSeed} />);
    const field = (name: string) => screen.getByRole("textbox", { name });
    await user.type(field("Name"), "Alex Morgan");
    await user.type(field("Email"), "alex@example.com");
    await user.type(field("Company"), "Northwind");
    await user.type(field("Presentation details"), "A board deck for March.");
    const slides = screen.getByLabelText("Number of slides (optional)");

    for (const value of ["0", "-3", String(quoteSlides.max + 1), "1e2"]) {
      await user.clear(slides);
      await user.type(slides, String(quoteSlides.max));
      // Each refusal is its own: the largest count clears the one before.
      expect(screen.queryByText(QUOTE_SLIDES_MESSAGE), value).toBeNull();
      await user.clear(slides);
      await user.type(slides, value);
      await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
      expect(await screen.findByText(QUOTE_SLIDES_MESSAGE, { exact: true }), value).toBeVisible();
      expect(slides, value).toHaveAttribute("aria-invalid", "true");
      expect(slides, value).toHaveFocus();
      expect(screen.queryByText("Invalid input")).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
