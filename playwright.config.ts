import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OFFLINE_HOSTS } from './scripts/chromium.mjs';

const port = Number(process.env.HA_TEST_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Prints the hardening suite's figures after a run that included it.
  globalTeardown: './tests/hardening/figures.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // One context per worker, reset by Playwright between tests (routes, init scripts, clock, storage,
    // cache, viewport, media, extra pages). A fresh context costs a new renderer process and a cold
    // start of every script: on a slow 2-core machine, with OFFLINE_HOSTS (scripts/chromium.mjs) in
    // place of a route, the suite took half as long without them. What the reset misses, fixtures
    // put back (tests/e2e/helpers.ts).
    reuseContext: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, OFFLINE_HOSTS] },
  },
  projects: [
    { name: 'fixtures', testIgnore: /corpus\// },
    { name: 'corpus', testMatch: /corpus\/.*\.spec\.ts/ },
    // Generated from every fixture: hostile settings, answers, chunk faults, strict CSP, churn (tests/hardening/).
    { name: 'hardening', testDir: 'tests/hardening', timeout: 120_000 },
  ],
  webServer: {
    command: `node server/index.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
