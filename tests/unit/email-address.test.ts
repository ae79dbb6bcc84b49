import { describe, expect, it } from "vitest";
import { z } from "zod/mini";

import { personQuerySchema } from "~/lib/admin-api";
import { emailAddress, mailboxKey, mailtoHref } from "~/lib/email-address";
import { leadFormIds, leadSchemas } from "~/lib/lead-schemas";

import { normalizedEmail } from "../../server/leads/erasure";
import { EARLIER_ONLY, NEVER, TAKEN, TRICKY } from "../support/tricky-addresses";
import { leadWithEmail } from "../support/valid-leads";

/** Characters that mean something in a URL or a mail header, and a doubled dot. */
const UNSAFE = /[%?&#!/=\s"<>,;:\\]|\.\./;

describe("the one address rule", () => {
  it("takes ordinary addresses, trimmed, and refuses the rest with the form's message", () => {
    const rule = emailAddress("Please enter a valid email address");
    for (const address of TAKEN) expect(z.parse(rule, address)).toBe(address.trim());
    for (const address of [...EARLIER_ONLY, ...NEVER, `${"a".repeat(64)}@${"b".repeat(190)}.com`]) {
      const result = z.safeParse(rule, address);
      expect(result.success, address).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toContain(
        "Please enter a valid email address",
      );
    }
  });

  it.each(leadFormIds)("is the rule of every e-mail field: %s", (form) => {
    for (const address of TRICKY) {
      const taken = leadSchemas[form].safeParse(leadWithEmail(form, address)).success;
      expect(taken, address).toBe(TAKEN.includes(address));
    }
  });

  it.each(leadFormIds)(
    "never takes an address that cannot be erased or linked as it is: %s",
    (form) => {
      for (const address of TRICKY) {
        const parsed = leadSchemas[form].safeParse(leadWithEmail(form, address));
        if (!parsed.success) continue;
        const stored = Object.values(parsed.data).find((value) => value === address.trim());
        expect(stored, address).toBeTypeOf("string");
        expect(stored).not.toMatch(UNSAFE);
        // Erasure takes it, and matches the lead's address exactly as it stores it.
        const erasure = personQuerySchema.safeParse({ email: address });
        expect(erasure.success, address).toBe(true);
        expect(erasure.data!.email).toBe(normalizedEmail(stored as string));
      }
    },
  );
});

describe("the erasure's check", () => {
  it("takes every address a form takes or an earlier form stored, trimmed and lower-cased", () => {
    for (const address of [...TAKEN, ...EARLIER_ONLY]) {
      const earlier = [z.email(), z.email({ pattern: z.regexes.html5Email })];
      expect(earlier.some((rule) => z.safeParse(rule, address.trim()).success)).toBe(true);
      expect(personQuerySchema.parse({ email: ` ${address.toUpperCase()}\t` })).toEqual({
        email: address.trim().toLowerCase(),
      });
    }
  });

  it("refuses what no form ever took, with one message", () => {
    for (const email of [...NEVER, undefined, ["a@x.com", "b@x.com"]]) {
      const result = personQuerySchema.safeParse({ email });
      expect(result.success, String(email)).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([
        "Give the person's e-mail address",
      ]);
    }
  });
});

describe("mailtoHref", () => {
  it("links an ordinary address as it is written, a tag's plus encoded", () => {
    expect(mailtoHref("ada@example.com")).toBe("mailto:ada@example.com");
    expect(mailtoHref("o'neil+news@example.ie")).toBe("mailto:o'neil%2Bnews@example.ie");
  });

  it("keeps an address stored under the earlier rule out of the link's header part", () => {
    const address = "sales%40victim.example?cc=spy%40evil.example&x=@x.com";
    const href = mailtoHref(address);
    expect(href).toBe("mailto:sales%2540victim.example%3Fcc%3Dspy%2540evil.example%26x%3D@x.com");
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });

  it("links every address to exactly itself, with no header part", () => {
    for (const address of [...TAKEN, ...EARLIER_ONLY, "no-at-sign?cc=x", "a@b@c#d"]) {
      const href = mailtoHref(address);
      expect(href).not.toMatch(/[?#]/);
      const url = new URL(href);
      expect(url.protocol).toBe("mailto:");
      expect(decodeURIComponent(url.pathname)).toBe(address);
    }
  });
});

describe("mailboxKey", () => {
  it.each([
    ["box@x.com", "box@x.com"],
    ["Box+a@X.com", "box@x.com"],
    [" box+b+c@x.com ", "box@x.com"],
    ["b.o.x@x.com", "b.o.x@x.com"],
    ["b.o.x+news@gmail.com", "box@gmail.com"],
    ["B.O.X@GoogleMail.com", "box@gmail.com"],
    ["box@mail.gmail.com", "box@mail.gmail.com"],
    ["jo@localhost", "jo@localhost"],
  ])("%s reaches the mailbox %s", (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });
});
