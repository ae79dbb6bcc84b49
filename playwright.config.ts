import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./tests/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Point the tests at an already running server (e.g. `npm run dev`) instead of starting one.
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  timeout: 60_000,
  // Two workers share CI's two cores with the server: hydration and a deferred part's code can
  // take longer than the default 5 s to arrive.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${PORT}`,
    // Recording a trace of every test costs a fifth to a quarter of the sweep's time on two
    // cores; `--trace retain-on-failure` records them when a failure needs one.
    trace: "off",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  // The production build, served exactly as `npm start` serves it, with a throwaway database.
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "npm start",
        url: `http://localhost:${PORT}/healthz`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        env: {
          PORT: String(PORT),
          SQLITE_PATH: "data/e2e-leads.db",
          RATE_LIMIT_MAX: "1000",
          LOG_LEVEL: "warn",
        },
      },
});
