import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { promptTopics } from "~/content/prompt-guide";

/** The guide's four chapters; one open at a time, each with sample prompts. */
export function TopicAccordion() {
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue={promptTopics[0]!.id}
      className="mx-auto max-w-3xl rounded-2xl border border-border bg-glass px-6 backdrop-blur"
    >
      {promptTopics.map((topic) => (
        <AccordionItem key={topic.id} value={topic.id}>
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
