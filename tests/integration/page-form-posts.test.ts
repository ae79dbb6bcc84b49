import { readFileSync } from "node:fs";

import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";

import { leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import { LEADS_ENDPOINT } from "~/lib/submit-lead";
import { pageFile, requireBuild } from "../build/build-output";
import {
  type PageFormId,
  answerSelector,
  formAnswers,
  formSelector,
  pageForms,
} from "../support/form-answers";

import { browserPost, freshDatabase, testServers } from "./helpers";

/**
 * Every form of the built site, as a browser without scripts sends it: the built page's
 * own form filled with valid answers, checked by the browser's constraints (jsdom's), encoded by
 * the form itself (its action, method, encoding, hidden fields and submit button) and posted to
 * the server, which stores the lead and answers with the form's thank-you page. One browser post
 * per way of failing to run scripts stays in tests/e2e/no-script-forms.spec.ts.
 */

beforeAll(requireBuild);

const serverOn = testServers();

/** The built form of `form` (prerendered or rendered on demand with the seed), filled with its answers; returns it with its e-mail. */
function filledForm(form: PageFormId) {
  const page = leadFormPath(form);
  const html = readFileSync(pageFile(page), "utf8");
  const { window } = new JSDOM(html, { url: `http://localhost${page}` });
  const element = window.document.querySelector<HTMLFormElement>(formSelector(form));
  if (!element) throw new Error(`No ${form} form on ${page}`);
  const address = `${form}.${Math.random().toString(36).slice(2, 10)}@example.com`;
  for (const [name, value] of Object.entries(formAnswers[form])) {
    const field = element.querySelector<HTMLInputElement & HTMLSelectElement>(
      answerSelector(name, value),
    );
    if (!field) throw new Error(`No field ${name} in the ${form} form`);
    if (typeof value === "string") field.value = value || address;
    else if ("check" in value) field.checked = true;
    else field.value = field.querySelector<HTMLOptionElement>("option:not([value=''])")!.value;
  }
  return { window, element, address, page };
}

describe("every form of a page, posted as a browser does without scripts", () => {
  it.each(pageForms)("the %s form is stored and answered with its thank-you page", async (form) => {
    const { window, element, address, page } = filledForm(form);
    expect(element.method).toBe("post");
    expect(new URL(element.action).pathname).toBe(LEADS_ENDPOINT);
    expect(element.enctype).toBe("application/x-www-form-urlencoded");
    const invalid = [...element.elements]
      .filter((field) => !(field as HTMLInputElement).checkValidity())
      .map((field) => (field as HTMLInputElement).name);
    expect(invalid, "fields the browser would refuse").toEqual([]);
    const submitter = element.querySelector<HTMLButtonElement>("button[type=submit]");
    expect(submitter?.disabled).toBe(false);

    const fields = [...new window.FormData(element, submitter)].map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    const server = await serverOn(await freshDatabase("sqlite"));
    const response = await browserPost(server, fields, `http://localhost${page}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(thankYouPath(form));
    const [lead, ...others] = await server.leads.list();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ form, page, status: "new" });
    expect(Object.values(lead!.data)).toContain(address);
  });
});
