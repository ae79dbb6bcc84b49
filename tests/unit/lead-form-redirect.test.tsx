// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LeadForm, TextField, TextareaField } from "~/components/forms/lead-form";
import { partnerSection } from "~/content/sales-resources";

// The booking page stands in as an anchor of this page: jsdom follows hash changes only.
const BOOKING = "#booking-page";

/** The partner form as the partner section renders it, leaving for `BOOKING`. */
function PartnerForm() {
  return (
    <LeadForm
      form="partner-contact"
      id="contact-form"
      defaultValues={{ name: "", email: "", company: "", message: "" }}
      submitLabel={partnerSection.submitLabel}
      busyLabel={partnerSection.busyLabel}
      waitMs={partnerSection.waitMs}
      success={partnerSection.success}
      redirectTo={BOOKING}
    >
      <TextField name="name" label="Name" />
      <TextField name="email" type="email" label="Email" />
      <TextField name="company" label="Company" />
      <TextareaField name="message" label="Message (optional)" />
    </LeadForm>
  );
}

describe("a form that leaves for the booking page", () => {
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
    render(<PartnerForm />);
    for (const [label, value] of [
      ["Name", "Ada Lovelace"],
      ["Email", "ada@example.com"],
      ["Company", "Analytical Engines"],
    ]) {
      fireEvent.input(screen.getByLabelText(label!), { target: { value } });
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
