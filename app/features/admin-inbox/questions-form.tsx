/** The form of every page's questions and answers. */
import { Card } from "~/components/ui/card";
import {
  MAX_QUESTIONS,
  type QuestionPageId,
  type Questions,
  answerFigures,
  questionPageIds,
} from "~/lib/questions-schema";

import {
  type FormProps,
  ListProblem,
  type Path,
  ReorderableList,
  Section,
  TextField,
} from "./content-fields";

/** What an answer may hold, said once above the lists. */
const ANSWER_HINT =
  "Answers are Markdown: a blank line starts a paragraph; **bold**, *italics*, [a link](https://example.com) or a page such as [contact](/contact), lists starting with - and `code`. HTML is not shown.";

/** A page's questions: a card per question, its answer a paragraph field, in the page's order. */
function PageQuestions({ page, ...props }: FormProps<Questions> & { page: QuestionPageId }) {
  const list: Path = [page];
  const figures = answerFigures[page].map((figure) => `{${figure}}`).join(", ");
  return (
    <Section title={props.label(list)}>
      {figures ? (
        <p className="text-sm text-muted-foreground">
          An answer may name {figures}: the page shows the live figure there.
        </p>
      ) : null}
      <ReorderableList
        items={props.item[page]}
        onChange={(next) => props.onChange(list, next)}
        name={(index) => props.label([page, index])}
        blank={{ question: "", answer: "" }}
        max={MAX_QUESTIONS}
        addLabel={`Add a question to ${props.label(list)}`}
        className="grid gap-3"
      >
        {(index, actions) => (
          <li>
            <Card className="grid gap-3 p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{props.label([page, index])}</h3>
                {actions}
              </div>
              <TextField {...props} path={[page, index, "question"]} />
              <TextField {...props} multiline path={[page, index, "answer"]} />
            </Card>
          </li>
        )}
      </ReorderableList>
      <ListProblem {...props} path={list} />
    </Section>
  );
}

/** Every page's questions, a section each. */
export function QuestionsForm(props: FormProps<Questions>) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{ANSWER_HINT}</p>
      {questionPageIds.map((page) => (
        <PageQuestions key={page} {...props} page={page} />
      ))}
    </>
  );
}
