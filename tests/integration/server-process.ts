import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

import { build } from "esbuild";

/** Runs a bundled command to its end with `args` and `env`, `stdin` as its input. */
export function runCommand(entry: string, args: string[], env: NodeJS.ProcessEnv, stdin = "") {
  const child = spawn(process.execPath, [entry, ...args], { env });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

/**
 * The real server entry (server/main.ts, or another such as the leads command) bundled once per
 * test file, run as its own process: for what only a process shows (exit codes, signals,
 * start-up failures, crashes).
 */
export function serverBundle(entryPoint = "server/main.ts") {
  // The bundle must sit inside the project so that its packages resolve from node_modules.
  const bundleDir = path.resolve("data", `server-test-${process.pid}-${Date.now()}`);
  const entry = path.join(bundleDir, `${path.basename(entryPoint, ".ts")}.js`);
  return {
    entry,
    async build() {
      mkdirSync(bundleDir, { recursive: true });
      await build({
        entryPoints: [entryPoint],
        outfile: entry,
        bundle: true,
        platform: "node",
        format: "esm",
        packages: "external",
        alias: { "~": "./app" },
        logLevel: "silent",
      });
    },
    remove() {
      rmSync(bundleDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything written to stderr so far. */
  stderr(): string;
}

/** Starts the bundled server with the given environment on top of the test process's own. */
export function spawnServer(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return { child, exited, stderr: () => stderr };
}

/**
 * Starts the bundled server on a free port (PORT=0) and resolves with its origin once it listens,
 * read from the server's own "listening" log line; `log` answers every line it has logged.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
): Promise<ServerProcess & { url: string; log(): string[] }> {
  const server = spawnServer(entry, {
    RATE_LIMIT_MAX: "100000",
    ...env,
    PORT: "0",
    LOG_LEVEL: "info",
  });
  const logged: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: server.child.stdout! });
    lines.on("line", (line) => {
      logged.push(line);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    void server.exited.then((code) =>
      reject(new Error(`server exited with ${code} before listening:\n${server.stderr()}`)),
    );
  });
  return { ...server, url, log: () => [...logged] };
}

export function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}
