import type { QuestionItem } from "~/lib/questions-schema";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { FaqAnswer } from "./faq-answer";

/**
 * Questions and answers (the published ones, each answer Markdown rendered here), one open at a
 * time; clicking the open question closes it. Every answer is in the page and the browser does the opening (native `<details>` sharing
 * `name`), so the FAQ is rendered without a `client:` directive. `openFirst` opens the first
 * answer initially; `name` must differ between two FAQs of one page.
 */
export function Faq({
  items,
  openFirst = false,
  name = "faq",
}: {
  items: readonly QuestionItem[];
  openFirst?: boolean;
  name?: string;
}) {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-2xl border border-border bg-glass px-6 backdrop-blur">
      {items.map((item, index) => (
        <AccordionItem key={item.question} name={name} open={openFirst && index === 0}>
          <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">
            <FaqAnswer markdown={item.answer} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
