// @vitest-environment jsdom
import { createHash } from "node:crypto";

import { describe, expect, it, vi } from "vitest";

import { RUNTIME_STYLE_HASHES, contentSecurityPolicy, inlineHashes } from "../../server/security";

const hashOf = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineHashes", () => {
  it("hashes every inline script that runs or that the browser reads as rules, once each", () => {
    const html = [
      "<script>boot()</script>",
      '<script type="module">start()</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      "<script type=importmap>{}</script>",
      "<script>boot()</script>",
    ].join("");
    expect(inlineHashes(html).scripts).toEqual([
      hashOf("boot()"),
      hashOf("start()"),
      hashOf('{"prefetch":[]}'),
      hashOf("{}"),
    ]);
  });

  it("leaves out data blocks, scripts with a source and empty scripts", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/page.js"></script>',
      "<script></script>",
    ].join("");
    expect(inlineHashes(html).scripts).toEqual([]);
  });

  it("hashes every style element, once each, whatever its attributes", () => {
    const html = [
      "<style>astro-island{display:contents}</style>",
      '<style media="print">\nbody { color: black }\n</style>',
      "<style>astro-island{display:contents}</style>",
    ].join("");
    expect(inlineHashes(html).styles).toEqual([
      hashOf("astro-island{display:contents}"),
      hashOf("\nbody { color: black }\n"),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

  it("lets style elements apply only from the site's files, by the page's hashes and the libraries'", () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: [hashOf("boot()")], styles: [hashOf("a{}")] }),
    );
    const sources = ["'self'", hashOf("a{}"), ...RUNTIME_STYLE_HASHES].join(" ");
    expect(policy.get("style-src-elem")).toBe(`style-src-elem ${sources}`);
    expect(policy.get("style-src")).toBe(`style-src ${sources}`);
    // React writes computed positions and sizes into style attributes.
    expect(policy.get("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
    expect(policy.get("script-src")).toBe(`script-src 'self' ${hashOf("boot()")}`);
  });
});

describe("the style elements libraries add at run time", () => {
  it("are allowed by their hashes in every state the browser checks: sonner's, as its module loads", async () => {
    // A style element is checked when it is connected and again whenever its text changes.
    const checked: string[] = [];
    const appendChild = Node.prototype.appendChild;
    const spy = vi.spyOn(Node.prototype, "appendChild").mockImplementation(function (
      this: Node,
      child,
    ) {
      const added = appendChild.call(this, child);
      const style = [child, this].find((node) => node instanceof HTMLStyleElement);
      if (style?.isConnected) checked.push(hashOf(style.textContent ?? ""));
      return added;
    });
    await import("sonner");
    spy.mockRestore();
    expect(checked).toHaveLength(2);
    expect(RUNTIME_STYLE_HASHES).toEqual(checked);
  });
});
