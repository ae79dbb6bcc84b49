// The site's own script on every public page, outside any island: it works on the static HTML
// from the first moment the page runs script, whatever the islands are doing.
import { domainRedirectTarget, isLocalHostname, isSiteHostname } from "./domains";
import { startHeaderControls } from "./header-controls";
import { sendPageView } from "./page-view";
import { tickChoicesFromQuery } from "./preselected-choices";
import { smoothScrollToId } from "./scroll";

/** The #id a click on this link points to, when it stays on the current page. */
function samePageTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  const here = window.location;
  if (!url.hash || url.origin !== here.origin || url.pathname !== here.pathname) return null;
  return url.hash;
}

/**
 * A link to a section of the page glides there over 500 ms; keyboard focus moves to the
 * target at once (the skip link included), so the next Tab continues from there even while the
 * page is still scrolling.
 */
function glideToSamePageTargets() {
  document.addEventListener("click", (event) => {
    const hash = samePageTarget(event);
    if (!hash) return;
    if (!document.getElementById(decodeURIComponent(hash.slice(1)))) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, "", hash);
    smoothScrollToId(hash.slice(1));
  });
}

/** The page's sections: those inside another section fade in with it. */
const SECTIONS = "main section:not(section section)";

/** The element the address's #hash names, which the browser scrolls to as the page loads. */
function addressTarget(): Element | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    // A malformed #hash names nothing.
    return null;
  }
}

/**
 * Every section below the first screen fades in once, when the visitor first reaches it. Those
 * on screen when the page loads are never hidden, nor the one the address's #hash leads to (the
 * browser would scroll to it while it is shifted for its fade, and it would come to rest under
 * the header), nor anything under reduced motion or without script.
 */
function fadeInSections() {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.fade = "visible";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  const target = addressTarget();
  for (const section of document.querySelectorAll<HTMLElement>(SECTIONS)) {
    if (section.getBoundingClientRect().top < window.innerHeight) continue;
    if (target && section.contains(target)) continue;
    section.dataset.fade = "hidden";
    observer.observe(section);
  }
}

/**
 * Fallback for plain static hosting: the server answers wrong-domain requests with a 301 itself,
 * a file host cannot, so the browser moves the visitor to the right domain.
 */
function moveToTheRightDomain() {
  const url = new URL(window.location.href);
  if (isLocalHostname(url.hostname)) {
    console.info(`Domain redirect skipped on ${url.hostname}`);
    return;
  }
  const target = domainRedirectTarget(url);
  if (target) window.location.replace(target);
}

/** The same address on this host, for a link to one of the site's own domains. */
function onThisHost(link: HTMLAnchorElement): string | null {
  if (!isSiteHostname(link.hostname) || link.hostname === window.location.hostname) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * Links to a page of the other domain name that domain (see SiteLink). Where the site runs on
 * another host (a local or preview server, which serves both domains' pages) they stay on this
 * host instead: rewritten now, and any link an island renders later when it is followed.
 */
function keepLinksOnThisHost() {
  if (isSiteHostname(window.location.hostname)) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const local = onThisHost(link);
    if (local) link.setAttribute("href", local);
  }
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const local = onThisHost(link);
      if (local) link.setAttribute("href", local);
    },
    true,
  );
}

/** The footer's year follows the visitor's clock (the page says the year it was built). */
function showCurrentYear() {
  for (const year of document.querySelectorAll("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
}

moveToTheRightDomain();
startHeaderControls();
keepLinksOnThisHost();
glideToSamePageTargets();
fadeInSections();
tickChoicesFromQuery(window.location.search);
showCurrentYear();
sendPageView();
