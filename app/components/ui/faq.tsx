import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

/** Plain text, so the page's FAQPage JSON-LD carries the same answer word for word. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time; clicking the open question closes it.
 * `openFirst` opens the first answer initially.
 */
export function Faq({
  items,
  openFirst = false,
}: {
  items: readonly FaqItem[];
  openFirst?: boolean;
}) {
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue={openFirst ? "faq-0" : undefined}
      className="mx-auto max-w-3xl rounded-2xl border border-border bg-glass px-6 backdrop-blur"
    >
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
          <AccordionContent className="text-base leading-relaxed">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
