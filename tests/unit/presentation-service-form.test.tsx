// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { presentationServiceSeed } from "~/content/presentation-service";
import { PresentationServiceForm } from "~/features/admin-inbox/presentation-service-form";

import { renderContentForm } from "./content-form";

/** The form over the seed, with `problems` by field, reporting each change to a mock. */
const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("presentation-service", PresentationServiceForm, problems);

const { includes } = presentationServiceSeed;
const line = (n: number) => `Presentation design · includes · line ${n}`;

describe("the presentation service's form", () => {
  it("shows each line under its label", () => {
    renderForm();
    includes.forEach((text, index) => {
      expect(screen.getByRole("textbox", { name: line(index + 1) })).toHaveValue(text);
    });
  });

  it("reports an edit at the line's path, and moves, removes and adds lines", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    await user.type(screen.getByRole("textbox", { name: line(3) }), "!");
    expect(onChange).toHaveBeenLastCalledWith(["includes", 2], `${includes[2]}!`);

    const [first, second, ...rest] = includes;
    await user.click(screen.getByRole("button", { name: `Move ${line(2)} up` }));
    expect(onChange).toHaveBeenLastCalledWith(["includes"], [second, first, ...rest]);
    await user.click(screen.getByRole("button", { name: `Remove ${line(5)}` }));
    expect(onChange).toHaveBeenLastCalledWith(["includes"], includes.slice(0, 4));
    await user.click(
      screen.getByRole("button", { name: "Add a line to Presentation design · includes" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(["includes"], [...includes, ""]);
    expect(screen.getByRole("button", { name: `Move ${line(5)} down` })).toBeDisabled();
  });

  it("shows a line's problem under it", () => {
    renderForm([["includes.1", `${line(2)}: write it`]]);
    expect(screen.getByRole("textbox", { name: line(2) })).toHaveAccessibleDescription(
      `${line(2)}: write it`,
    );
    expect(screen.getByRole("textbox", { name: line(1) })).not.toHaveAttribute("aria-invalid");
  });
});
