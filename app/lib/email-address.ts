import { z } from "zod/mini";

/**
 * The site's one rule for an e-mail address, and what rests on it: the lead forms and the leads
 * API take addresses by it, erasure takes every address a form takes or ever took, links to an
 * address are built from its encoded parts, and the daily confirmation counts mailboxes, not
 * spellings. Written with zod's "mini" API, as the lead schemas are.
 */

/** The longest address SMTP carries: RFC 5321's 256-character path less its angle brackets. */
const MAX_LENGTH = 254;

/**
 * An e-mail address as every lead form takes it (trimmed): zod's own rule (letters, digits and
 * `_ ' + - .` before the `@`, no dot first, last or twice in a row, a domain with a top-level
 * name of letters) that a browser's e-mail field also takes (no domain label ending in `-`), at
 * most 254 characters. It has no `%`, `?`, `&`, `#`, `!`, `/` or space, so an address it takes
 * means the same in a link, a query or a mail header, and erasure takes it.
 */
export const emailAddress = (message: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(MAX_LENGTH, message)),
    // The browser's rule only after zod's: a refused address gets the message once.
    z.pipe(z.email(message), z.string().check(z.regex(z.regexes.html5Email, message))),
  );

/**
 * The rules forms used before: the HTML standard's "valid e-mail address" (what a browser's
 * e-mail field accepts: `jo@localhost`, `a%b@x.com`, `x!y@x.com`, `a..b@x.com`, no length limit)
 * on some, zod's rule alone on the others (`jo@acme-.com`). Leads stored then keep such
 * addresses, so erasure still takes them; each address the one rule takes is taken by both.
 */
const earlierFormAddress = (message: string) =>
  z.union([z.email(message), z.email({ pattern: z.regexes.html5Email, error: message })], message);

/**
 * The address of a person to erase, trimmed and lower-cased as leads are matched: any address a
 * form takes now or took before, so that everyone whose lead is stored can be erased. Matching
 * stays exact (see server/leads/erasure.ts): a wider rule here widens no erasure.
 */
export const erasableEmailAddress = (message: string) =>
  z.pipe(z.string(message).check(z.trim(), z.toLowerCase()), earlierFormAddress(message));

/**
 * A `mailto:` link to exactly `address`: the parts around its last `@` percent-encoded, so that no
 * `?`, `&`, `#` or `%` of a stored address (`a%40b?cc=c@x.com`) opens the link's header part
 * (a CC, a subject, a body) or changes who the message is to.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  const [local, domain] = [address.slice(0, at), address.slice(at + 1)];
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}

/** A provider whose mailboxes take no notice of dots in the local part (`b.o.x@` is `box@`). */
export interface DotBlindProvider {
  /** Its domains, which reach the same mailboxes; the first one names them. */
  domains: readonly [string, ...string[]];
}

/** The providers known to ignore dots: Gmail, under both its domains. */
export const DOT_BLIND_PROVIDERS: readonly DotBlindProvider[] = [
  { domains: ["gmail.com", "googlemail.com"] },
];

/**
 * The mailbox an address reaches, as what is sent to it is counted: lower-cased, without a
 * `+tag` (providers deliver `box+anything@` to `box@`), and at a provider that ignores dots,
 * without them and under the provider's first domain. `Box+a@x.com` and `box+b@x.com` are one
 * mailbox; so are `b.o.x@gmail.com` and `box@googlemail.com`.
 */
export function mailboxKey(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  let local = normalized.slice(0, at).split("+", 1)[0]!;
  let domain = normalized.slice(at + 1);
  const provider = DOT_BLIND_PROVIDERS.find(({ domains }) => domains.includes(domain));
  if (provider) {
    local = local.replaceAll(".", "");
    domain = provider.domains[0];
  }
  return `${local}@${domain}`;
}
