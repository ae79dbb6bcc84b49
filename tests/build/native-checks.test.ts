// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { z } from "zod/mini";

import { type LeadFormId, leadSchemas } from "~/lib/lead-schemas";
import { ENVELOPE_FIELDS, HONEYPOT_FIELD, LEADS_ENDPOINT } from "~/lib/submit-lead";

import { prerenderedPages, requireBuild } from "./build-output";

/**
 * A form sent while its code is on the way is first answered by the browser, which flags the
 * first field failing its own checks (`required`), and then by the form once live. Every field
 * the browser requires must then be one the form's schema refuses empty: the first answer never
 * contradicts the second.
 */

requireBuild();

/** What each of the form's own fields holds before anything is typed, as the schema reads it. */
function untouchedValues(form: HTMLFormElement) {
  const fields = [...form.elements].filter(
    (element): element is HTMLInputElement =>
      "name" in element &&
      Boolean(element.name) &&
      (element as HTMLInputElement).type !== "hidden" &&
      element.getAttribute("name") !== HONEYPOT_FIELD &&
      element.tagName !== "BUTTON",
  );
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const sameName = fields.filter((other) => other.name === field.name);
    if (field.type === "checkbox") values[field.name] = sameName.length > 1 ? [] : false;
    else values[field.name] = "";
  }
  return { values, required: fields.filter((field) => field.required).map((field) => field.name) };
}

const forms = prerenderedPages().flatMap(({ route, html }) => {
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll<HTMLFormElement>(`form[action="${LEADS_ENDPOINT}"]`)].map(
    (form) => ({
      route,
      id: form.querySelector<HTMLInputElement>(`input[name="${ENVELOPE_FIELDS.form}"]`)!
        .value as LeadFormId,
      ...untouchedValues(form),
    }),
  );
});

describe("the browser's checks of a lead form never contradict the form's", () => {
  test("the built pages have lead forms", () => {
    expect(forms.length).toBeGreaterThan(10);
  });

  for (const form of forms) {
    test(`${form.route}: ${form.id}`, () => {
      const result = z.safeParse(leadSchemas[form.id], form.values);
      const refusedEmpty = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
      expect(form.required.length).toBeGreaterThan(0);
      for (const name of form.required) expect(refusedEmpty, name).toContain(name);
    });
  }
});

/**
 * Questions, topics and the phone menu's sections open and close with no script at all: each is
 * a `<details>` led by its `<summary>`, and those of one list share a `name`, so that the browser
 * keeps one of them open. At most one starts open.
 */
describe("every list of questions opens one at a time, natively", () => {
  const groups = prerenderedPages().flatMap(({ route, html }) => {
    const document = new DOMParser().parseFromString(html, "text/html");
    const byName = new Map<string | null, HTMLDetailsElement[]>();
    for (const details of document.querySelectorAll("details")) {
      const name = details.getAttribute("name");
      byName.set(name, [...(byName.get(name) ?? []), details]);
    }
    return [...byName].map(([name, items]) => ({ route, name, items }));
  });

  test("the built pages have lists of questions beside the phone menu's sections", () => {
    expect(new Set(groups.map(({ name }) => name)).size).toBeGreaterThan(2);
  });

  for (const { route, name, items } of groups) {
    test(`${route}: ${name ?? "details without a name"}`, () => {
      expect(name, "a name shared by the list").toBeTruthy();
      expect(items.length).toBeGreaterThan(1);
      for (const details of items) expect(details.firstElementChild?.tagName).toBe("SUMMARY");
      expect(items.filter((details) => details.open).length).toBeLessThanOrEqual(1);
    });
  }
});
