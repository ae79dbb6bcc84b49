import { describe, expect, it } from "vitest";

import { stripInvisibleCharacters } from "~/lib/invisible-characters";
import { leadSchemas } from "~/lib/lead-schemas";

/** Every invisible formatting character that can reorder or hide text. */
const FORMATTING = [
  "\u061C",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2060",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\uFEFF",
];

describe("stripInvisibleCharacters", () => {
  it("drops control characters but keeps tab and newline", () => {
    expect(stripInvisibleCharacters("a\u0000b\u001b[31mc\u007f\r\nd\te\u0085f")).toBe(
      "ab[31mc\nd\tef",
    );
  });

  it.each(FORMATTING.map((character) => [character.codePointAt(0)!.toString(16), character]))(
    "drops U+%s",
    (_code, character) => {
      expect(stripInvisibleCharacters(`Ada${character} Love${character}lace`)).toBe("Ada Lovelace");
    },
  );

  it("turns a right-to-left override disguise back into what was typed", () => {
    expect(stripInvisibleCharacters("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
  });

  it("keeps letters of every script, accents and emoji", () => {
    const text = "Åsa Müller · 李雷 · مرحبا · שלום · 👍🏽 ✈️";
    expect(stripInvisibleCharacters(text)).toBe(text);
  });
});

describe("lead schemas", () => {
  it("drop invisible characters from free text before the checks", () => {
    const parsed = leadSchemas.contact.parse({
      firstName: "\u202EAda",
      lastName: "Love\u200Blace",
      email: "ada@example.com",
      company: "\u2066Engines\u2069",
      message: "Visit https://example.com/\u202Etxt.exe today",
    });
    expect(parsed).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      message: "Visit https://example.com/txt.exe today",
    });
    expect(leadSchemas.contact.safeParse({ ...parsed, company: "\u200B\uFEFF" }).success).toBe(
      false,
    );
  });
});
