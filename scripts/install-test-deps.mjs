// Installs and starts what the tests need beyond npm packages: Debian's Chromium for the
// end-to-end tests, a Java runtime for the HTML checker (vnu-jar), and PostgreSQL 15 with a
// test database for the leads API tests.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumExecutable } from "../tests/chromium.mjs";

const root = process.getuid?.() === 0;
const sudo = root ? "" : "sudo ";
let updated = false;

function run(command, options = {}) {
  console.log(`$ ${command}`);
  return execSync(command, {
    stdio: options.capture ? "pipe" : "inherit",
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function aptInstall(packages) {
  if (!updated) run(`${sudo}apt-get update -qq`);
  updated = true;
  run(`${sudo}apt-get install -y -qq ${packages}`);
}

function commandExists(name) {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
}

if (existsSync(chromiumExecutable)) console.log(`Chromium found at ${chromiumExecutable}`);
else aptInstall("chromium fonts-liberation");

if (commandExists("java")) console.log("Java found for the HTML checker");
else aptInstall("default-jre-headless");

if (!process.env.TEST_DATABASE_URL) {
  if (!existsSync("/usr/bin/pg_ctlcluster")) aptInstall("postgresql");
  const clusters = run("pg_lsclusters --no-header", { capture: true }).trim();
  const [version, name, , status] = clusters.split("\n")[0]?.trim().split(/\s+/) ?? [];
  if (!version) throw new Error("No PostgreSQL cluster found");
  if (status !== "online") run(`${sudo}pg_ctlcluster ${version} ${name} start`);
  const psql = (sql) =>
    run(`${sudo}su postgres -c ${JSON.stringify(`psql -tAc "${sql}"`)}`, { capture: true }).trim();
  if (psql("SELECT 1 FROM pg_roles WHERE rolname='grevvy'") !== "1") {
    psql("CREATE ROLE grevvy LOGIN PASSWORD 'grevvy'");
  }
  // The integration tests make one database per Vitest worker.
  psql("ALTER ROLE grevvy CREATEDB");
  if (psql("SELECT 1 FROM pg_database WHERE datname='grevvy_test'") !== "1") {
    psql("CREATE DATABASE grevvy_test OWNER grevvy");
  }
  console.log("PostgreSQL ready: postgres://grevvy:grevvy@localhost:5432/grevvy_test");
}
