// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { pageMetaSeed } from "~/content/page-meta";
import type { Path } from "~/features/admin-inbox/content-fields";
import { PageMetaForm } from "~/features/admin-inbox/page-meta-form";
import { pageMetaLabel } from "~/lib/page-meta-schema";

/** The form on today's titles, with `problems` by field; its onChange calls are recorded. */
function renderForm(problems: [string, string][] = []) {
  const onChange = vi.fn<(path: Path, value: unknown) => void>();
  render(
    <PageMetaForm
      item={pageMetaSeed}
      label={pageMetaLabel}
      problems={new Map(problems)}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe("the pages' titles form", () => {
  it("shows each page's title and description under their labels, a card per page", () => {
    renderForm();
    expect(screen.getByLabelText("Contact · title")).toHaveValue(pageMetaSeed.contact.title);
    expect(screen.getByLabelText("Home · description")).toHaveValue(pageMetaSeed.home.description);
    expect(screen.getByLabelText("Prompt guide · title")).toHaveValue(
      pageMetaSeed["prompt-guide"].title,
    );
    expect(screen.getByRole("heading", { name: "Contact /contact" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(
      Object.keys(pageMetaSeed).length,
    );
    // The legal pages' stay in code: no field for them.
    expect(screen.queryByLabelText(/privacy/i)).toBeNull();
  });

  it("hands each edit to the editor at its field's path", () => {
    const onChange = renderForm();
    fireEvent.change(screen.getByLabelText("Pricing · title"), {
      target: { value: "Every price | Grevvy" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["pricing", "title"], "Every price | Grevvy");
    fireEvent.change(screen.getByLabelText("Sales resources · description"), {
      target: { value: "Templates for partner reps." },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      ["sales-resources", "description"],
      "Templates for partner reps.",
    );
  });

  it("shows a problem under its field", () => {
    renderForm([["contact.title", "Contact · title: write it"]]);
    const field = screen.getByLabelText("Contact · title");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Contact · title: write it");
    expect(screen.getByLabelText("Contact · description")).not.toHaveAttribute("aria-invalid");
  });
});
