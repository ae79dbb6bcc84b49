import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/** The Node major the project runs on (`.nvmrc`). */
const PROJECT_NODE_MAJOR = Number(readFileSync(".nvmrc", "utf8").trim());

/** The machine's PATH without any `node_modules/.bin`, as a shell outside npm sees it. */
const machinePath = (process.env.PATH ?? "")
  .split(path.delimiter)
  .filter((directory) => !directory.endsWith(path.join("node_modules", ".bin")))
  .join(path.delimiter);

describe("the project's Node runtime", () => {
  it(".nvmrc names Node 24", () => {
    expect(PROJECT_NODE_MAJOR).toBe(24);
  });

  it("npm runs the project's commands on that Node, whatever Node the machine has, and loads better-sqlite3 there", () => {
    const script = [
      'const Database = require("better-sqlite3");',
      'const db = new Database(":memory:");',
      'const { version } = db.prepare("select sqlite_version() as version").get();',
      "console.log(JSON.stringify({ node: process.versions.node, sqlite: version }));",
    ].join(" ");
    const output = execFileSync("npm", ["exec", "--", "node", "-e", script], {
      encoding: "utf8",
      env: { ...process.env, PATH: machinePath },
    });
    const { node, sqlite } = JSON.parse(output.trim().split("\n").at(-1)!) as {
      node: string;
      sqlite: string;
    };
    expect(Number(node.split(".")[0])).toBe(PROJECT_NODE_MAJOR);
    expect(sqlite).toMatch(/^3\.\d+\.\d+$/);
  });

  it("the tests themselves run on that Node", () => {
    expect(Number(process.versions.node.split(".")[0])).toBe(PROJECT_NODE_MAJOR);
  });
});
