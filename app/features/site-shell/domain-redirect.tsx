import { useEffect } from "react";
import { useLocation } from "react-router";

import { domainRedirectTarget, isLocalHostname } from "~/lib/domains";

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
