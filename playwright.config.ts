import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./tests/chromium.mjs";
import { type E2eServer, e2eServers, externalBaseUrl } from "./tests/e2e/servers";

/**
 * The production build, served exactly as `npm start` serves it, on a database of the run's own:
 * the last run's is removed first, so that what the tests read (the operator's export of every
 * lead) does not grow from run to run.
 */
const webServer = ({ port, database }: E2eServer) => ({
  command: `node -e "for (const end of ['', '-wal', '-shm', '.migration-lock']) require('node:fs').rmSync('${database}' + end, { force: true })" && npm start`,
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  env: {
    PORT: String(port),
    SQLITE_PATH: database,
    RATE_LIMIT_MAX: "1000",
    LOG_LEVEL: "warn",
  },
});

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
    baseURL: e2eServers.site.baseURL,
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
  webServer: externalBaseUrl ? undefined : Object.values(e2eServers).map(webServer),
});
