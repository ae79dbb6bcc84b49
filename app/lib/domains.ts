import { site } from "~/config/site";

interface DomainConfig {
  domains: { main: string; aiTrainer: string };
  aiTrainerPathMarker: string;
}

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith(".localhost");
}

/** One of the site's two domains, with or without `www.`. */
export function isSiteHostname(hostname: string, config: DomainConfig = site): boolean {
  const bareHost = hostname.toLowerCase().replace(/^www\./, "");
  return bareHost === config.domains.main || bareHost === config.domains.aiTrainer;
}

/** The domain a path belongs on: AI trainer paths live on the AI trainer's own domain. */
export function domainForPath(pathname: string, config: DomainConfig = site): string {
  return pathname.includes(config.aiTrainerPathMarker)
    ? config.domains.aiTrainer
    : config.domains.main;
}

/**
 * Where a visitor at `url` must be sent, or null when the URL is already on the right domain.
 * On the main domain, AI trainer paths move to the AI trainer domain; on the AI trainer domain,
 * every other path moves back to the main domain. A `www.` prefix is kept. The target is the
 * page's canonical URL: `https://` and no port, whatever the request came in on (both domains
 * are HTTPS sites; a port would be one of a server behind the CDN). Local and unknown hosts are
 * never redirected.
 */
export function domainRedirectTarget(url: URL, config: DomainConfig = site): string | null {
  const hostname = url.hostname.toLowerCase();
  if (isLocalHostname(hostname)) return null;
  const www = hostname.startsWith("www.") ? "www." : "";
  const bareHost = hostname.slice(www.length);
  if (!isSiteHostname(bareHost, config)) return null;

  const targetDomain = domainForPath(url.pathname, config);
  if (targetDomain === bareHost) return null;
  return `https://${www}${targetDomain}${url.pathname}${url.search}${url.hash}`;
}

/** The absolute canonical URL of a path, on the domain the path belongs to. */
export function canonicalUrl(pathname: string, config: DomainConfig = site): string {
  return `https://${domainForPath(pathname, config)}${pathname}`;
}

/**
 * The href of a link from the page at `fromPath` to `to` (a path of the site, with any query
 * or #hash): the path itself when both pages live on one domain, else the canonical URL on the
 * other domain, so that no link is answered with a redirect. Anything else (`#id`, an absolute
 * URL, `mailto:`) is returned as it is.
 */
export function siteHref(to: string, fromPath: string, config: DomainConfig = site): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const targetPath = to.replace(/[?#].*$/, "");
  const targetDomain = domainForPath(targetPath, config);
  return targetDomain === domainForPath(fromPath, config) ? to : `https://${targetDomain}${to}`;
}
