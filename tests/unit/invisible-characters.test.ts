import { describe, expect, it } from "vitest";

import { oneLine, stripInvisibleCharacters } from "~/lib/invisible-characters";
import { type LeadFormId, leadFormIds, leadSchemas } from "~/lib/lead-schemas";

import { validLeads } from "../support/valid-leads";

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

/**
 * The other invisible characters: the soft hyphen, line and paragraph separators, fillers that
 * render as nothing, interlinear annotation marks, emoji variation selector 16 and tags.
 */
const INVISIBLE = [
  "\u00AD",
  "\u034F",
  "\u115F",
  "\u1160",
  "\u180E",
  "\u2028",
  "\u2029",
  "\u3164",
  "\uFE0F",
  "\uFFA0",
  "\uFFF9",
  "\uFFFA",
  "\uFFFB",
  "\u{E0000}",
  "\u{E0001}",
  "\u{E0020}",
  "\u{E0041}",
  "\u{E007F}",
];

describe("stripInvisibleCharacters", () => {
  it("drops control characters but keeps tab and newline", () => {
    expect(stripInvisibleCharacters("a\u0000b\u001b[31mc\u007f\r\nd\te\u0085f")).toBe(
      "ab[31mc\nd\tef",
    );
  });

  it.each(
    [...FORMATTING, ...INVISIBLE].map((character) => [
      character.codePointAt(0)!.toString(16).toUpperCase(),
      character,
    ]),
  )("drops U+%s", (_code, character) => {
    expect(stripInvisibleCharacters(`Ada${character} Love${character}lace`)).toBe("Ada Lovelace");
  });

  it("turns a right-to-left override disguise back into what was typed", () => {
    expect(stripInvisibleCharacters("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
  });

  it("drops every format character there is", () => {
    const format = /\p{Cf}/u;
    let formatCharacters = "";
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (format.test(character)) formatCharacters += character;
    }
    expect([...formatCharacters].length).toBeGreaterThan(150);
    expect(stripInvisibleCharacters(`a${formatCharacters}b`)).toBe("ab");
  });

  it("keeps letters of every script, accents and emoji", () => {
    const text = "Åsa Müller · 李雷 · 한글 · مرحبا · שלום · 👍🏽 ✈";
    expect(stripInvisibleCharacters(text)).toBe(text);
    // An emoji asked to show as a picture shows as itself.
    expect(stripInvisibleCharacters("✈\uFE0F")).toBe("✈");
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

describe("oneLine", () => {
  it.each([
    ["Ada\r\nBcc: victim@evil.test", "Ada Bcc: victim@evil.test"],
    ["C\nLabel: forged", "C Label: forged"],
    ["C\rLabel: forged", "C Label: forged"],
    ["Ada \u2028 Bcc\u2029Label", "Ada Bcc Label"],
    ["Ada\u0085Bcc\vLabel\fX\tY", "Ada Bcc Label X Y"],
    ["Ada\r\n\r\n  \n\tLovelace", "Ada Lovelace"],
    ["Ada  Lovelace", "Ada  Lovelace"],
    ["Ada\u0000\u001b[2J\u202ELovelace", "Ada[2JLovelace"],
  ])("makes %j one line: %j", (text, expected) => {
    expect(oneLine(text)).toBe(expected);
  });
});

/** The forms' multi-line fields (their <textarea>s): the only ones that keep a line break. */
const MULTI_LINE_FIELDS = new Set([
  "message",
  "details",
  "features",
  "revenueHeadache",
  "leadTypes",
]);

/** Every line break and other control character a one-line field must not keep. */
const FORGED_LINE = "A\r\nBcc: v@evil.test\nL: f\u2028X\u2029Y\u0085Z\u000bW\tV";
const LINE_BREAK = /[\r\n\v\f\t\u0085\u2028\u2029]|\p{Cc}/u;

/** Each form's fields whose valid value is text: where a visitor can type a line break. */
const textFields = leadFormIds.flatMap((form) =>
  Object.keys(leadSchemas[form].def.shape).flatMap((field) =>
    leadSchemas[form].safeParse({ ...validLeads[form], [field]: "Ada Lovelace, Engines" }).data?.[
      field as never
    ] === "Ada Lovelace, Engines"
      ? [[form, field] as [LeadFormId, string]]
      : [],
  ),
);

describe("lead schemas' text fields", () => {
  it("are found on every form", () => {
    expect(new Set(textFields.map(([form]) => form))).toEqual(new Set(leadFormIds));
    expect(textFields.length).toBeGreaterThan(40);
  });

  it.each(textFields)("%s.%s keeps no line it was not meant to", (form, field) => {
    const parsed = leadSchemas[form].parse({ ...validLeads[form], [field]: FORGED_LINE });
    const value = (parsed as Record<string, unknown>)[field];
    if (MULTI_LINE_FIELDS.has(field)) {
      expect(value).toBe("A\nBcc: v@evil.test\nL: fXYZW\tV");
    } else {
      expect(value).toBe("A Bcc: v@evil.test L: f X Y Z W V");
      expect(value).not.toMatch(LINE_BREAK);
    }
  });

  it.each(
    leadFormIds.flatMap((form) =>
      ["email", "workEmail"]
        .filter((field) => field in leadSchemas[form].def.shape)
        .map((field) => [form, field] as const),
    ),
  )("%s.%s refuses an address with a line in it", (form, field) => {
    const forged = { ...validLeads[form], [field]: "ada@example.com\r\nBcc: victim@evil.test" };
    expect(leadSchemas[form].safeParse(forged).success).toBe(false);
  });
});
