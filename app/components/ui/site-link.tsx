import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";

import { siteHref } from "~/lib/domains";

/** `to` as linked from the page on screen: relative on its domain, absolute across domains. */
function useSiteHref(to: string): string {
  return siteHref(to, useLocation().pathname);
}

/**
 * A link to a page of the site that may live on the other domain (the AI trainer's pages live
 * on their own): it names that domain, so the visitor is never sent through a redirect. Use it
 * wherever a link is shown on, or leads to, pages of both domains (the shell, cross-links).
 */
export function SiteLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useSiteHref(to)} {...props} />;
}

/** `SiteLink` for navigation menus: marks the current page (`aria-current`). */
export function SiteNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={useSiteHref(to)} {...props} />;
}
