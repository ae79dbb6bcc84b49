// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { leadListsSeed } from "~/content/lead-lists";
import { LeadListsForm } from "~/features/admin-inbox/lead-lists-form";

import { renderContentForm } from "./content-form";

const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("lead-lists", LeadListsForm, problems);

describe("the lead lists' form", () => {
  it("shows each list's values under their labels, one card per list", () => {
    renderForm();
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["Basic list", "Standard list", "Premium list"]);
    expect(screen.getByRole("textbox", { name: "Standard list · name" })).toHaveValue("Standard");
    expect(screen.getByRole("spinbutton", { name: "Premium list · price" })).toHaveValue(1500);
    expect(screen.getByRole("textbox", { name: "Basic list · description" })).toHaveValue(
      leadListsSeed.basic.description,
    );
    expect(screen.getByRole("textbox", { name: "Premium list · feature 4" })).toHaveValue(
      "Tech stack data",
    );
    expect(screen.getByRole("checkbox", { name: "Standard list · most popular" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Basic list · most popular" })).not.toBeChecked();
  });

  it("sets the edited field at its list's path", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    fireEvent.change(screen.getByRole("spinbutton", { name: "Standard list · price" }), {
      target: { value: "1200" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["standard", "price"], 1200);
    fireEvent.change(screen.getByRole("textbox", { name: "Basic list · feature 2" }), {
      target: { value: "Direct dials" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["basic", "features", 1], "Direct dials");
    await user.click(screen.getByRole("checkbox", { name: "Premium list · most popular" }));
    expect(onChange).toHaveBeenLastCalledWith(["premium", "popular"], true);
    await user.click(screen.getByRole("button", { name: "Add a feature to Basic list" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["basic", "features"],
      [...leadListsSeed.basic.features, ""],
    );
  });

  it("moves and removes a list's features with their buttons", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const [first, second, third] = leadListsSeed.premium.features;
    await user.click(screen.getByRole("button", { name: "Move Premium list · feature 2 up" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["premium", "features"],
      [second, first, ...leadListsSeed.premium.features.slice(2)],
    );
    await user.click(screen.getByRole("button", { name: "Move Premium list · feature 1 down" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["premium", "features"],
      [second, first, ...leadListsSeed.premium.features.slice(2)],
    );
    await user.click(screen.getByRole("button", { name: "Remove Premium list · feature 3" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["premium", "features"],
      leadListsSeed.premium.features.filter((feature) => feature !== third),
    );
    expect(screen.getByRole("button", { name: "Move Premium list · feature 1 up" })).toBeDisabled();
  });

  it("shows each problem under its field", () => {
    renderForm(
      new Map([
        ["basic.price", "Basic list · price: cannot be negative"],
        ["premium.popular", "Premium list · most popular: another list is marked most popular"],
        ["standard.features", "Standard list · features: keep at least 1"],
      ]),
    );
    const price = screen.getByRole("spinbutton", { name: "Basic list · price" });
    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(price).toHaveAccessibleDescription("Basic list · price: cannot be negative");
    const popular = screen.getByRole("checkbox", { name: "Premium list · most popular" });
    expect(popular).toHaveAttribute("aria-invalid", "true");
    expect(popular).toHaveAccessibleDescription(
      "Premium list · most popular: another list is marked most popular",
    );
    expect(screen.getByText("Standard list · features: keep at least 1")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Premium list · price" })).not.toHaveAttribute(
      "aria-invalid",
    );
  });
});
