// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { aiTrainerPlanCopySeed as seed } from "~/content/ai-trainer-plan-copy";
import { AiTrainerPlanCopyForm } from "~/features/admin-inbox/ai-trainer-plan-copy-form";

import { renderContentForm } from "./content-form";

/** The form over the seed with `problems` by field, its setter a spy. */
const renderForm = (problems: Record<string, string> = {}) =>
  renderContentForm("ai-trainer-plan-copy", AiTrainerPlanCopyForm, Object.entries(problems));

describe("the AI trainer plan copy's form", () => {
  it("shows the seed's copy under each field's label, a card per plan", () => {
    renderForm();
    expect(screen.getByLabelText("Basic · description")).toHaveValue(
      seed.individual.basic.description,
    );
    expect(screen.getByLabelText("Basic · badge")).toHaveValue("Most Popular");
    expect(screen.getByLabelText("Free · badge")).toHaveValue("");
    expect(screen.getByLabelText("Team Pro · feature 2")).toHaveValue("Role-based access");
    expect(screen.getByLabelText("Premium · support line")).toHaveValue(
      seed.individual.premium.support,
    );
    expect(
      screen.getByLabelText("Team add-ons · Integration Discount Portal · description"),
    ).toHaveValue(seed.teamAddOns["integration-discounts"].description);
    // Team Enterprise's support line is the spec's: shown, not a field.
    expect(screen.queryByLabelText("Team Enterprise · support line")).toBeNull();
    const enterprise = screen.getByRole("heading", { name: "Team Enterprise" }).parentElement!;
    expect(enterprise).toHaveTextContent("24/7 support");
    for (const name of ["Free", "Basic", "Premium", "Team Basic", "Team Pro", "Team Enterprise"]) {
      expect(screen.getByRole("heading", { name, level: 3 })).toBeInTheDocument();
    }
  });

  it("sets an edited text at its path, and an emptied badge to none", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    await user.type(screen.getByLabelText("Team Basic · feature 3"), "!");
    expect(onChange).toHaveBeenLastCalledWith(
      ["team", "team-basic", "features", 2],
      "Central billing for the team!",
    );
    await user.clear(screen.getByLabelText("Basic · badge"));
    expect(onChange).toHaveBeenLastCalledWith(["individual", "basic", "badge"], null);
    await user.type(screen.getByLabelText("Additional Specialized Support · description"), "?");
    expect(onChange).toHaveBeenLastCalledWith(
      ["addOns", "specialized-support", "description"],
      `${seed.addOns["specialized-support"].description}?`,
    );
  });

  it("shows a problem under its field", () => {
    renderForm({ "team.team-pro.features.1": "Team Pro · feature 2: write it" });
    const field = screen.getByLabelText("Team Pro · feature 2");
    expect(field).toHaveAccessibleDescription("Team Pro · feature 2: write it");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("moves, removes and adds a plan's features", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const features = seed.individual.premium.features;
    await user.click(screen.getByRole("button", { name: "Move Premium · feature 1 down" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["individual", "premium", "features"],
      [features[1], features[0], features[2], features[3]],
    );
    await user.click(screen.getByRole("button", { name: "Move Premium · feature 4 up" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["individual", "premium", "features"],
      [features[0], features[1], features[3], features[2]],
    );
    await user.click(screen.getByRole("button", { name: "Remove Premium · feature 2" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["individual", "premium", "features"],
      [features[0], features[2], features[3]],
    );
    const card = screen.getByRole("heading", { name: "Premium" }).parentElement!;
    await user.click(within(card).getByRole("button", { name: "Add a feature to Premium" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["individual", "premium", "features"],
      [...features, ""],
    );
  });
});
