import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes } from "../../server/security";

const hashOf = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script that runs or that the browser reads as rules, once each", () => {
    const html = [
      "<script>boot()</script>",
      '<script type="module">start()</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      "<script type=importmap>{}</script>",
      "<script>boot()</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
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
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
