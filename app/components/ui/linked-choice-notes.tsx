import type { LucideIcon } from "lucide-react";
import X from "lucide-react/icons/x";

import type { LinkedChoice } from "~/content/types";
import { choiceAnchorId } from "~/lib/preselected-choices";

import { buttonVariants } from "./button";
import { ChosenItem } from "./chosen-item";

/**
 * Where a card's link lands in the request form (`linkedChoiceHref`), one place per item. Without
 * scripts the place the address names shows which item the form will send (the server reads it
 * from the page's address) and a link that clears it; with scripts the form names it itself and
 * these stay empty. Each place keeps its box, so the browser can bring it under the header.
 */
export function LinkedChoiceNotes({
  choice,
  icon,
  formId,
}: {
  choice: LinkedChoice;
  icon: LucideIcon;
  /** The form card's id: clearing leads back to it, without the item in the address. */
  formId: string;
}) {
  return (
    <>
      {choice.items.map((item) => (
        <div
          key={item.id}
          id={choiceAnchorId(choice, item.id)}
          className="invisible h-0 overflow-hidden noscript:target:visible noscript:target:mb-6 noscript:target:h-auto"
        >
          <ChosenItem
            icon={icon}
            label={choice.label}
            title={item.title}
            clear={
              <a href={`?#${formId}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <X aria-hidden className="size-4" />
                <span className="sr-only">Clear the {choice.label.toLowerCase()}</span>
              </a>
            }
          />
        </div>
      ))}
    </>
  );
}
