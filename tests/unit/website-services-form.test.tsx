// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { websiteServicesSeed } from "~/content/website-services";
import { WebsiteServicesForm } from "~/features/admin-inbox/website-services-form";

import { renderContentForm } from "./content-form";

/** The form over the seed, with `problems` by field, reporting each change to a mock. */
const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("website-services", WebsiteServicesForm, problems);

const { migration, redesign } = websiteServicesSeed.services;

describe("the website services' form", () => {
  it("shows a card per service with its name, summary and lines under their labels", () => {
    renderForm();
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Website Page Migration",
      "Website Redesign",
    ]);
    expect(screen.getByRole("textbox", { name: "Website Page Migration · name" })).toHaveValue(
      migration.name,
    );
    expect(screen.getByRole("textbox", { name: "Website Redesign · summary" })).toHaveValue(
      redesign.summary,
    );
    redesign.includes.forEach((line, index) => {
      expect(
        screen.getByRole("textbox", { name: `Website Redesign · includes · line ${index + 1}` }),
      ).toHaveValue(line);
    });
  });

  it("reports an edit at the field's path", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    await user.type(screen.getByRole("textbox", { name: "Website Redesign · name" }), "!");
    expect(onChange).toHaveBeenLastCalledWith(
      ["services", "redesign", "name"],
      `${redesign.name}!`,
    );
    await user.type(
      screen.getByRole("textbox", { name: "Website Page Migration · includes · line 2" }),
      "?",
    );
    expect(onChange).toHaveBeenLastCalledWith(
      ["services", "migration", "includes", 1],
      `${migration.includes[1]}?`,
    );
  });

  it("moves, removes and adds a service's lines", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const includes = ["services", "migration", "includes"];
    const [first, second, ...rest] = migration.includes;

    await user.click(
      screen.getByRole("button", { name: "Move Website Page Migration · includes · line 1 down" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(includes, [second, first, ...rest]);
    await user.click(
      screen.getByRole("button", { name: "Move Website Page Migration · includes · line 2 up" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(includes, [second, first, ...rest]);
    await user.click(
      screen.getByRole("button", { name: "Remove Website Page Migration · includes · line 1" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(includes, [second, ...rest]);
    await user.click(
      screen.getByRole("button", { name: "Add a line to Website Page Migration · includes" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(includes, [...migration.includes, ""]);
    // The first line goes no higher.
    expect(
      screen.getByRole("button", { name: "Move Website Page Migration · includes · line 1 up" }),
    ).toBeDisabled();
  });

  it("shows each problem under its field, and a list's under the list", () => {
    renderForm([
      ["services.redesign.name", "Website Redesign · name: write it"],
      [
        "services.migration.includes.3",
        "Website Page Migration · includes · line 4: repeats line 1",
      ],
      ["services.redesign.includes", "Website Redesign · includes: keep at least 1"],
    ]);
    expect(
      screen.getByRole("textbox", { name: "Website Redesign · name" }),
    ).toHaveAccessibleDescription("Website Redesign · name: write it");
    expect(
      screen.getByRole("textbox", { name: "Website Page Migration · includes · line 4" }),
    ).toHaveAccessibleDescription("Website Page Migration · includes · line 4: repeats line 1");
    expect(
      screen.getByRole("textbox", { name: "Website Page Migration · name" }),
    ).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Website Redesign · includes: keep at least 1")).toBeInTheDocument();
  });
});
