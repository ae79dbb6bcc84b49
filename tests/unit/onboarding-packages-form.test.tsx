// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { onboardingPackagesSeed } from "~/content/onboarding-packages";
import { OnboardingPackagesForm } from "~/features/admin-inbox/onboarding-packages-form";

import { renderContentForm } from "./content-form";

const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("onboarding-packages", OnboardingPackagesForm, problems);

describe("the onboarding packages' form", () => {
  it("shows each package as a card, its copy under the labels naming it", () => {
    renderForm();
    const cards = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(["Basic", "Advanced", "IntellAGENT"]);
    const { intelligent } = onboardingPackagesSeed;
    expect(screen.getByLabelText("IntellAGENT · description")).toHaveValue(intelligent.description);
    intelligent.features.forEach((feature, index) =>
      expect(screen.getByLabelText(`IntellAGENT · feature ${index + 1}`)).toHaveValue(feature),
    );
    expect(screen.getByLabelText("IntellAGENT · CRM pricing page card")).toHaveValue(
      intelligent.crmPricingLine,
    );
    // The name and badge are the spec's: no field offers to change them.
    expect(screen.queryByDisplayValue("Premium")).toBeNull();
    expect(screen.queryByDisplayValue("IntellAGENT")).toBeNull();
  });

  it("hands an edit to the editor at the field's path", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    await user.type(screen.getByLabelText("Advanced · feature 2"), "!");
    expect(onChange).toHaveBeenLastCalledWith(
      ["advanced", "features", 1],
      `${onboardingPackagesSeed.advanced.features[1]}!`,
    );
    await user.type(screen.getByLabelText("Basic · CRM pricing page card"), ".");
    expect(onChange).toHaveBeenLastCalledWith(
      ["basic", "crmPricingLine"],
      `${onboardingPackagesSeed.basic.crmPricingLine}.`,
    );
  });

  it("moves, removes and adds a package's features", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const [first, second, third, fourth] = onboardingPackagesSeed.basic.features;
    await user.click(screen.getByRole("button", { name: "Move Basic · feature 2 up" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["basic", "features"],
      [second, first, third, fourth],
    );
    await user.click(screen.getByRole("button", { name: "Move Basic · feature 2 down" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["basic", "features"],
      [first, third, second, fourth],
    );
    await user.click(screen.getByRole("button", { name: "Remove Basic · feature 1" }));
    expect(onChange).toHaveBeenLastCalledWith(["basic", "features"], [second, third, fourth]);
    await user.click(screen.getByRole("button", { name: "Add a feature to Basic" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["basic", "features"],
      [...onboardingPackagesSeed.basic.features, ""],
    );
    expect(screen.getByRole("button", { name: "Move Basic · feature 1 up" })).toBeDisabled();
  });

  it("shows a problem under its field and a list's problem under the list", () => {
    renderForm(
      new Map([
        ["advanced.description", "Advanced · description: write it"],
        ["intelligent.features", "IntellAGENT · features: each feature once"],
      ]),
    );
    const description = screen.getByLabelText("Advanced · description");
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(description).toHaveAccessibleDescription("Advanced · description: write it");
    expect(screen.getByLabelText("Basic · description")).not.toHaveAttribute("aria-invalid");
    const intelligentCard = screen.getByRole("heading", { name: "IntellAGENT" }).closest("li")!;
    expect(
      within(intelligentCard).getByText("IntellAGENT · features: each feature once"),
    ).toBeVisible();
  });
});
