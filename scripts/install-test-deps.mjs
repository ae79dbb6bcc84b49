// Installs what the end-to-end tests need beyond npm packages: Debian's Chromium.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumExecutable } from "../tests/chromium.mjs";

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

if (existsSync(chromiumExecutable)) {
  console.log(`Chromium found at ${chromiumExecutable}`);
} else {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}apt-get install -y -qq chromium fonts-liberation`);
}
