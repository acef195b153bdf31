import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ru-RU",
    // A trace records screenshots and snapshots of every step: about a quarter of the journeys' CPU (measured on
    // checkout and catalogue: 59 against 42 s). CI keeps none of its files, so there one is recorded only for a
    // journey's retry; locally every failure keeps one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through a wrapper that switches off two features no
    // journey needs (tests/e2e/chromium.sh).
    launchOptions: { executablePath: path.join(__dirname, "tests/e2e/chromium.sh"), args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/api/build/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The store logs warnings and errors only (LOG_LEVEL=warn): a journey that fails on CI shows what the server saw.
    stdout: "pipe",
    stderr: "pipe",
  },
});
