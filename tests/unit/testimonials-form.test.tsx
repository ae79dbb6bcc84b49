// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { testimonialsSeed } from "~/content/testimonials";
import { TestimonialsForm } from "~/features/admin-inbox/testimonials-form";

import { renderContentForm } from "./content-form";

/** The form on today's quotes, with `problems` by field; its onChange calls are recorded. */
const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("testimonials", TestimonialsForm, problems);

const section = (title: string) => screen.getByRole("region", { name: title });

describe("the testimonials' form", () => {
  it("shows every place's quotes under their labels", () => {
    renderForm();
    const [second] = testimonialsSeed.home.slice(1);
    expect(screen.getByLabelText("Home carousel · testimonial 2 · quote")).toHaveValue(
      second!.content,
    );
    expect(screen.getByLabelText("Home carousel · testimonial 2 · name")).toHaveValue(
      second!.author,
    );
    expect(screen.getByLabelText("Home carousel · testimonial 2 · role")).toHaveValue(
      second!.position,
    );
    expect(screen.getByLabelText("Home carousel · testimonial 2 · company")).toHaveValue(
      second!.company,
    );
    expect(screen.getByLabelText("Home carousel · testimonial 2 · stars")).toHaveValue("5");
    expect(screen.getByLabelText("AI trainer landing page · testimonial 3 · name")).toHaveValue(
      testimonialsSeed.aiTrainer[2]!.author,
    );
    expect(screen.getByLabelText("Software advisory · testimonial · quote")).toHaveValue(
      testimonialsSeed.advisory.content,
    );
    // RevOps' quote shows no stars today.
    expect(screen.getByLabelText("RevOps consulting · testimonial · stars")).toHaveValue("");
    for (const title of [
      "Home carousel",
      "AI trainer landing page",
      "Lead generation",
      "Software advisory",
      "Cheat sheets",
      "RevOps consulting",
      "Software reps",
    ]) {
      expect(section(title)).toBeInTheDocument();
    }
    expect(within(section("Home carousel")).getAllByRole("listitem")).toHaveLength(7);
  });

  it("hands each edit to the editor at its field's path", () => {
    const onChange = renderForm();
    fireEvent.change(screen.getByLabelText("Lead generation · testimonial 2 · quote"), {
      target: { value: "Better leads, fewer calls" },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      ["leadGeneration", 1, "content"],
      "Better leads, fewer calls",
    );
    fireEvent.change(screen.getByLabelText("Software reps · testimonial · name"), {
      target: { value: "Ana Ruiz" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["softwareReps", "author"], "Ana Ruiz");
    fireEvent.change(screen.getByLabelText("Cheat sheets · testimonial · stars"), {
      target: { value: "4" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["cheatSheets", "rating"], 4);
    fireEvent.change(screen.getByLabelText("Home carousel · testimonial 1 · stars"), {
      target: { value: "" },
    });
    expect(onChange).toHaveBeenLastCalledWith(["home", 0, "rating"], null);
  });

  it("shows a problem under its field, and a list's problem under the list", () => {
    renderForm([
      ["home.2.author", "Home carousel · testimonial 3 · name: write it"],
      ["aiTrainer", "AI trainer landing page · testimonials: keep at least 1"],
    ]);
    const name = screen.getByLabelText("Home carousel · testimonial 3 · name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Home carousel · testimonial 3 · name: write it");
    expect(screen.getByLabelText("Home carousel · testimonial 2 · name")).not.toHaveAttribute(
      "aria-invalid",
    );
    expect(
      within(section("AI trainer landing page")).getByText(
        "AI trainer landing page · testimonials: keep at least 1",
      ),
    ).toBeInTheDocument();
  });

  it("moves, removes and adds quotes of a list", () => {
    const onChange = renderForm();
    const [first, second, third] = testimonialsSeed.leadGeneration;
    fireEvent.click(
      screen.getByRole("button", { name: "Move Lead generation · testimonial 1 down" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(["leadGeneration"], [second, first, third]);
    fireEvent.click(
      screen.getByRole("button", { name: "Move Lead generation · testimonial 3 up" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(["leadGeneration"], [first, third, second]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Lead generation · testimonial 2" }));
    expect(onChange).toHaveBeenLastCalledWith(["leadGeneration"], [first, third]);
    fireEvent.click(screen.getByRole("button", { name: "Add a testimonial to Lead generation" }));
    expect(onChange).toHaveBeenLastCalledWith(
      ["leadGeneration"],
      [first, second, third, { content: "", author: "", position: "", company: "", rating: 5 }],
    );
    expect(
      screen.getByRole("button", { name: "Move Lead generation · testimonial 1 up" }),
    ).toBeDisabled();
  });
});
