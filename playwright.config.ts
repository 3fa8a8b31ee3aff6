import { defineConfig } from '@playwright/test';

const port = Number(process.env.HA_TEST_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // One context per worker, reset by Playwright between tests (routes, init scripts, clock, storage,
    // cache, viewport, media, extra pages). A fresh context costs a new renderer process and a cold
    // start of every script: on a slow 2-core machine, with the host rules below, the suite took half
    // as long without them. What the reset misses, fixtures put back (tests/e2e/helpers.ts).
    reuseContext: true,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No internet here: every host but the test server's fails to resolve. (Blocking them with a
        // route sends every request of the page to the test process and back, and turns the cache off.)
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'fixtures', testIgnore: /corpus\// },
    { name: 'corpus', testMatch: /corpus\/.*\.spec\.ts/ },
  ],
  webServer: {
    command: `node server/index.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
