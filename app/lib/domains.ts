import { site } from "~/config/site";

interface DomainConfig {
  domains: { main: string; aiTrainer: string };
  aiTrainerPathMarker: string;
}

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith(".localhost");
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
 * every other path moves back to the main domain. A `www.` prefix is kept. Local and unknown
 * hosts are never redirected.
 */
export function domainRedirectTarget(url: URL, config: DomainConfig = site): string | null {
  const hostname = url.hostname.toLowerCase();
  if (isLocalHostname(hostname)) return null;
  const www = hostname.startsWith("www.") ? "www." : "";
  const bareHost = hostname.slice(www.length);
  const { main, aiTrainer } = config.domains;
  if (bareHost !== main && bareHost !== aiTrainer) return null;

  const targetDomain = domainForPath(url.pathname, config);
  if (targetDomain === bareHost) return null;
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${www}${targetDomain}${port}${url.pathname}${url.search}${url.hash}`;
}

/** The absolute canonical URL of a path, on the domain the path belongs to. */
export function canonicalUrl(pathname: string, config: DomainConfig = site): string {
  return `https://${domainForPath(pathname, config)}${pathname}`;
}
