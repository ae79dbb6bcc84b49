import type { ComponentProps } from "react";

import { siteHref } from "~/lib/domains";
import { isPrefetched } from "~/lib/prefetch";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A path of the site, with any query or #hash. */
  to: string;
  /** The path of the page the link is on. */
  from: string;
};

/**
 * A link to a page of the site that may live on the other domain (the AI trainer's pages live
 * on their own): it names that domain, so the visitor is never sent through a redirect. Use it
 * wherever a link is shown on, or leads to, pages of both domains (the shell, cross-links).
 * A link to one of the most visited pages fetches it ahead of the click (`isPrefetched`).
 */
export function SiteLink({ to, from, children, ...props }: SiteLinkProps) {
  return (
    <a href={siteHref(to, from)} data-prefetch={isPrefetched(to) ? "" : undefined} {...props}>
      {children}
    </a>
  );
}

/** `SiteLink` for navigation menus: marks a link to the page it is on (`aria-current`). */
export function SiteNavLink({ to, from, ...props }: SiteLinkProps) {
  const current = to.replace(/[?#].*$/, "") === from;
  return <SiteLink to={to} from={from} aria-current={current ? "page" : undefined} {...props} />;
}
