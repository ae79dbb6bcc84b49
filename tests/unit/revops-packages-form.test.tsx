// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { revopsPackagesSeed } from "~/content/revops-packages";
import { RevopsPackagesForm } from "~/features/admin-inbox/revops-packages-form";

import { renderContentForm } from "./content-form";

const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("revops-packages", RevopsPackagesForm, problems);

describe("the RevOps packages' form", () => {
  it("shows each package's values under their labels, one card per package", () => {
    renderForm();
    for (const [id, title] of [
      ["ignite", "Ignite"],
      ["accelerate", "Accelerate"],
      ["dominate", "Dominate"],
    ] as const) {
      const pack = revopsPackagesSeed[id];
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
      expect(screen.getByLabelText(`${title} · name`)).toHaveValue(pack.name);
      expect(screen.getByLabelText(`${title} · monthly price`)).toHaveValue(pack.price);
      expect(screen.getByLabelText(`${title} · period`)).toHaveValue(pack.period);
      expect(screen.getByLabelText(`${title} · description`)).toHaveValue(pack.description);
      expect(screen.getByLabelText(`${title} · sign-up incentive`)).toHaveValue(pack.incentive);
      if (pack.isPopular) expect(screen.getByLabelText(`${title} · most popular`)).toBeChecked();
      else expect(screen.getByLabelText(`${title} · most popular`)).not.toBeChecked();
      pack.features.forEach((feature, index) => {
        expect(screen.getByLabelText(`${title} · feature ${index + 1}`)).toHaveValue(feature);
      });
    }
  });

  it("reports an edit at its field's path", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    fireEvent.change(screen.getByLabelText("Dominate · monthly price"), {
      target: { value: "9500" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["dominate", "price"], 9500);
    fireEvent.change(screen.getByLabelText("Ignite · feature 2"), {
      target: { value: "Pipeline review" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["ignite", "features", 1], "Pipeline review");
    await user.click(screen.getByLabelText("Dominate · most popular"));
    expect(onChange).toHaveBeenLastCalledWith(["dominate", "isPopular"], true);
  });

  it("shows a problem under its field, the field described by it", () => {
    const message = "Dominate · most popular: Accelerate is marked most popular already";
    renderForm(
      new Map([
        ["dominate.isPopular", message],
        ["ignite.features", "Ignite · features: each feature once"],
      ]),
    );
    const box = screen.getByLabelText("Dominate · most popular");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(message);
    expect(screen.getByText("Ignite · features: each feature once")).toBeInTheDocument();
  });

  it("moves, removes and adds features with buttons naming the feature", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const [first, second, ...rest] = revopsPackagesSeed.ignite.features;
    await user.click(screen.getByRole("button", { name: "Move Ignite · feature 1 down" }));
    expect(onChange).toHaveBeenLastCalledWith(["ignite", "features"], [second, first, ...rest]);
    await user.click(screen.getByRole("button", { name: "Move Ignite · feature 2 up" }));
    expect(onChange).toHaveBeenLastCalledWith(["ignite", "features"], [second, first, ...rest]);
    expect(screen.getByRole("button", { name: "Move Ignite · feature 1 up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove Ignite · feature 1" }));
    expect(onChange).toHaveBeenLastCalledWith(["ignite", "features"], [second, ...rest]);
    await user.click(screen.getByRole("button", { name: "Add a feature to Ignite" }));
    expect(onChange).toHaveBeenLastCalledWith(["ignite", "features"], [first, second, ...rest, ""]);
  });
});
