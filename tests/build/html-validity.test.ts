import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

import { expect, test } from "vitest";

import { CLIENT_DIR, htmlDocuments, requireBuild } from "./build-output";

requireBuild();

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/*
 * The W3C Nu HTML checker over every document of the build, in one run of the checker (one JVM
 * start for the whole site). Every error is listed with its page, its message and the markup around it.
 */
test("every page of the build is valid HTML (W3C Nu checker)", { timeout: 180_000 }, () => {
  const files = htmlDocuments();
  expect(files.length).toBeGreaterThan(20);
  const run = spawnSync(
    "java",
    ["-jar", vnuJar, "--stdout", "--format", "json", "--errors-only", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`Could not run the checker (java -jar vnu.jar): ${run.error.message}`);
  const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => {
      const file = message.url ? path.relative(CLIENT_DIR, new URL(message.url).pathname) : "?";
      const where = message.extract ? ` at “${message.extract.trim().slice(0, 100)}”` : "";
      return `${file}: ${message.message}${where}`;
    });
  expect(errors).toEqual([]);
});
