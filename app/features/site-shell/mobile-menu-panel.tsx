import type { RefObject } from "react";

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { SiteNavLink } from "~/components/ui/site-link";
import { headerLinks, resourcesMenu, servicesMenu } from "~/content/navigation";

import { Wordmark } from "./wordmark";

const linkClasses =
  "block rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

/** The small-screen menu: a sheet from the right with one accordion section open at a time. */
export default function MobileMenuPanel({
  path,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** The page the menu is on. */
  path: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle that opened the menu gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        side="right"
        closeLabel="Close menu"
        className="flex flex-col gap-6"
      >
        <div>
          <Wordmark path={path} onNavigate={close} />
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
        </div>
        <nav aria-label="Mobile">
          <SiteNavLink
            from={path}
            to={headerLinks.softwareReps.href}
            onClick={close}
            className={linkClasses}
          >
            {headerLinks.softwareReps.title}
          </SiteNavLink>
          <SiteNavLink
            from={path}
            to={headerLinks.aiTrainer.href}
            onClick={close}
            className={linkClasses}
          >
            {headerLinks.aiTrainer.title}
          </SiteNavLink>
          <Accordion type="single" collapsible className="px-3">
            {[servicesMenu, resourcesMenu].map((menu) => (
              <AccordionItem key={menu.title} value={menu.title}>
                <AccordionTrigger className="text-base">{menu.title}</AccordionTrigger>
                <AccordionContent className="pb-2">
                  <ul>
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <SiteNavLink
                          to={item.href}
                          from={path}
                          onClick={close}
                          className="block rounded-lg px-3 py-2 text-foreground hover:bg-accent"
                        >
                          <span className="block text-sm font-semibold">{item.title}</span>
                          <span className="block text-xs text-muted-foreground">
                            {item.description}
                          </span>
                        </SiteNavLink>
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <SiteNavLink
            from={path}
            to={headerLinks.contact.href}
            onClick={close}
            className={linkClasses}
          >
            {headerLinks.contact.title}
          </SiteNavLink>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
