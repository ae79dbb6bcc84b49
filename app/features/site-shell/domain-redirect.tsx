import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { domainRedirectTarget, isLocalHostname, isSiteHostname } from "~/lib/domains";

/**
 * Fallback for static hosting: the server answers wrong-domain requests with a 301 itself, but a
 * plain file host cannot, so the browser moves the visitor to the right domain.
 */
export function DomainRedirect() {
  const location = useLocation();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (isLocalHostname(url.hostname)) {
      console.info(`Domain redirect skipped on ${url.hostname}`);
      return;
    }
    const target = domainRedirectTarget(url);
    if (target) window.location.replace(target);
  }, [location.pathname]);
  return null;
}

/**
 * Links to a page of the other domain name that domain (see `SiteLink`). Where the site runs on
 * another host (a local or preview server, which serves both domains' pages), following one
 * stays on this host instead of leaving for the live site.
 */
export function LinksStayOnThisHost() {
  const navigate = useNavigate();
  useEffect(() => {
    if (isSiteHostname(window.location.hostname)) return;
    const stayHere = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href);
      if (!isSiteHostname(url.hostname)) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", stayHere);
    return () => document.removeEventListener("click", stayHere);
  }, [navigate]);
  return null;
}
