// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { questionsSeed } from "~/content/questions";
import { QuestionsForm } from "~/features/admin-inbox/questions-form";
import { questionPageIds, questionPageNames } from "~/lib/questions-schema";

import { renderContentForm } from "./content-form";

const renderForm = (problems?: Iterable<readonly [string, string]>) =>
  renderContentForm("questions", QuestionsForm, problems);

describe("the questions' form", () => {
  it("shows every page's questions and answers under their labels, a section each", () => {
    renderForm();
    for (const page of questionPageIds) {
      expect(
        screen.getByRole("heading", { level: 2, name: `${questionPageNames[page]} · questions` }),
      ).toBeInTheDocument();
      questionsSeed[page].forEach(({ question, answer }, index) => {
        const item = `${questionPageNames[page]} · question ${index + 1}`;
        expect(screen.getByRole("textbox", { name: `${item} · question` })).toHaveValue(question);
        const answerField = screen.getByRole("textbox", { name: `${item} · answer` });
        expect(answerField).toHaveValue(answer);
        // An answer is a paragraph field: its Markdown may run over several lines.
        expect(answerField.tagName).toBe("TEXTAREA");
      });
    }
    expect(screen.getByText(/An answer may name \{overage price\}/)).toBeInTheDocument();
  });

  it("sends an edit at the field's path", () => {
    const onChange = renderForm();
    fireEvent.change(
      screen.getByRole("textbox", { name: "App development · question 2 · answer" }),
      { target: { value: "It **depends**." } },
    );
    expect(onChange).toHaveBeenLastCalledWith(["app-development", 1, "answer"], "It **depends**.");
  });

  it("shows a problem under its field", () => {
    const message = "AI tools · question 1 · question: asked twice";
    renderForm(new Map([["ai-tools.0.question", message]]));
    const field = screen.getByRole("textbox", { name: "AI tools · question 1 · question" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(message);
  });

  it("moves, removes and adds questions of one page", async () => {
    const user = userEvent.setup();
    const onChange = renderForm();
    const [first, second, third] = questionsSeed["software-advisory"];
    await user.click(
      screen.getByRole("button", { name: "Move Software advisory · question 1 down" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(["software-advisory"], [second, first, third]);
    await user.click(
      screen.getByRole("button", { name: "Move Software advisory · question 3 up" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(["software-advisory"], [first, third, second]);
    await user.click(screen.getByRole("button", { name: "Remove Software advisory · question 2" }));
    expect(onChange).toHaveBeenLastCalledWith(["software-advisory"], [first, third]);
    await user.click(
      screen.getByRole("button", { name: "Add a question to Software advisory · questions" }),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      ["software-advisory"],
      [first, second, third, { question: "", answer: "" }],
    );
  });
});
