// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { chosenFromQuery, hrefWithChoices, tickChoicesFromQuery } from "~/lib/preselected-choices";

describe("hrefWithChoices", () => {
  it("names each choice as the form would send it, then the hash", () => {
    expect(hrefWithChoices("/sales-resources", "resources", ["a-b", "c"], "#request-form")).toBe(
      "/sales-resources?resources=a-b&resources=c#request-form",
    );
  });
});

describe("tickChoicesFromQuery", () => {
  it("ticks the checkboxes of a form that the query names, and nothing else", () => {
    document.body.innerHTML = `
      <form>
        <input type="checkbox" name="resources" value="a">
        <input type="checkbox" name="resources" value="b">
        <input type="checkbox" name="resources" value="c">
        <input type="checkbox" name="other" value="a">
      </form>
      <input type="checkbox" name="resources" value="a">`;
    tickChoicesFromQuery("?resources=a&resources=c&utm_source=news");
    const ticked = [...document.querySelectorAll<HTMLInputElement>("input:checked")].map(
      (box) => `${box.form ? "form" : "page"}:${box.name}=${box.value}`,
    );
    expect(ticked).toEqual(["form:resources=a", "form:resources=c"]);
  });

  it("ticks as a click would, once, so that a form already live hears of it", () => {
    document.body.innerHTML = `
      <form>
        <input type="checkbox" name="resources" value="a">
        <input type="checkbox" name="resources" value="b" checked>
      </form>`;
    const changed: string[] = [];
    document.addEventListener("change", (event) => {
      const box = event.target as HTMLInputElement;
      changed.push(`${box.value}:${box.checked}`);
    });
    tickChoicesFromQuery("?resources=a&resources=b&resources=a");
    expect(changed).toEqual(["a:true"]);
    const ticked = [...document.querySelectorAll<HTMLInputElement>("input:checked")];
    expect(ticked.map((box) => box.value)).toEqual(["a", "b"]);
  });
});

describe("chosenFromQuery", () => {
  const items = [
    { id: "content-generator", title: "AI Content Generator" },
    { id: "sales-pipeline", title: "Sales Pipeline" },
  ];

  it("finds the item whose id the query's field names", () => {
    expect(chosenFromQuery("?utm_source=x&tool=sales-pipeline", "tool", items)).toBe(items[1]);
  });

  it("finds nothing for another field, an unknown id or no query", () => {
    expect(chosenFromQuery("?sheet=sales-pipeline", "tool", items)).toBeUndefined();
    expect(chosenFromQuery("?tool=<b>Mine</b>", "tool", items)).toBeUndefined();
    expect(chosenFromQuery("", "tool", items)).toBeUndefined();
  });
});
