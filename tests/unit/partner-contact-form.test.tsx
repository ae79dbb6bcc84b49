// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type * as SiteConfig from "~/config/site";
import { partnerSection } from "~/content/sales-resources";
import { PartnerContactForm } from "~/features/software-reps/partner-contact-form";

// The booking page stands in as an anchor of this page: jsdom follows hash changes only.
const { BOOKING } = vi.hoisted(() => ({ BOOKING: "#booking-page" }));
vi.mock("~/config/site", async (original) => {
  const { site } = await original<typeof SiteConfig>();
  return { site: { ...site, bookingUrl: BOOKING } };
});

describe("the partner form, which leaves for the booking page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/software-reps");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"id":"lead-1"}', { status: 201 })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows and announces its confirmation for the whole wait before it leaves", async () => {
    render(<PartnerContactForm />);
    for (const [label, value] of [
      ["Name", "Ada Lovelace"],
      ["Email", "ada@example.com"],
      ["Company", "Analytical Engines"],
    ]) {
      fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    }
    fireEvent.submit(document.getElementById("contact-form")!);

    // Busy for the partner form's wait, then the confirmation, in a live region.
    await act(() => vi.advanceTimersByTimeAsync(partnerSection.waitMs));
    const confirmation = screen.getByText(partnerSection.success.title);
    expect(confirmation.closest("[aria-live='polite']")).not.toBeNull();
    expect(window.location.hash).toBe("");

    // Still on this page, the confirmation shown, until the wait has gone by once more.
    await act(() => vi.advanceTimersByTimeAsync(partnerSection.waitMs - 1));
    expect(window.location.hash).toBe("");
    expect(confirmation).toBeInTheDocument();
    expect(screen.getByRole("button", { name: partnerSection.busyLabel })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.hash).toBe(BOOKING);
  });
});
