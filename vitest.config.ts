import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // A whole form rendered and filled in jsdom takes seconds of CPU on a busy two-core machine.
    testTimeout: 15_000,
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
