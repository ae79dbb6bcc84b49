import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/build/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // The integration files share one PostgreSQL test database: run files one at a time.
    fileParallelism: false,
    // A whole form rendered and filled in jsdom takes seconds of CPU on a busy two-core machine.
    testTimeout: 15_000,
  },
});
