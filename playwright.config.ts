import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Debian's Chromium headless shell (the browser Playwright itself runs headless by default) when it is installed:
 * the full Chromium in its new headless mode took about twice the CPU for the same 306 tests (557 s against
 * 293 s, the browser process alone 169 s against 73 s), and the browser tests are CPU-bound on two cores.
 * CHROMIUM_PATH picks another binary. The bench's Lighthouse runs keep the full Chromium.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";
/** Each run gets its own journal so tests start from the seed data. */
const journalDir = process.env.E2E_JOURNAL_DIR ?? path.join(os.tmpdir(), `menu-prices-e2e-${process.pid}`);
process.env.E2E_JOURNAL_DIR = journalDir;

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test (retain-on-failure) cost a quarter of the browser tests' CPU (menu and
    // tools specs: 242 s against 160 s without): a trace is recorded only when a failed test is retried, as CI
    // does once. Locally: `npx playwright test --trace on e2e/<name>.spec.ts`.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The Node running Playwright: under `npx playwright` / `npm run`, the project's own (the `node` devDependency).
    command: `${JSON.stringify(process.execPath)} server.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      JOURNAL_DIR: journalDir,
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
