import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { promptTopics } from "~/content/prompt-guide";

/**
 * The guide's four chapters, each with sample prompts; one open at a time, the first at first.
 * Native `<details>` sharing a `name`: every chapter is in the prerendered page, and the section
 * is rendered without a `client:` directive.
 */
export function TopicAccordion() {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-2xl border border-border bg-glass px-6 backdrop-blur">
      {promptTopics.map((topic, index) => (
        <AccordionItem key={topic.id} name="prompt-topics" open={index === 0}>
          <AccordionTrigger className="text-lg">{topic.title}</AccordionTrigger>
          <AccordionContent className="space-y-4 text-base">
            <p>{topic.summary}</p>
            <ul className="space-y-3">
              {topic.prompts.map((prompt) => (
                <li
                  key={prompt}
                  className="rounded-xl border border-border bg-background/60 px-4 py-3 font-mono text-sm text-foreground"
                >
                  {prompt}
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
