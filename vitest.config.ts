import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // One worker per core (Vitest leaves one free by default): on two cores, an integration file
    // waiting on its servers and a unit or build file share the time.
    maxWorkers: "100%",
    // A whole form rendered and filled in jsdom takes seconds of CPU on a busy two-core machine,
    // and files now share its cores.
    testTimeout: 30_000,
    projects: [
      {
        // Each file on its own: run side by side.
        extends: true,
        test: {
          name: "unit-build",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/build/**/*.test.ts"],
        },
      },
      {
        // The integration files share one PostgreSQL test database: one file at a time.
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          fileParallelism: false,
        },
      },
    ],
  },
});
