import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { consumerUrl, E2E, serverEnv } from './support/ports';

/** Debian's Chromium where installed; Playwright's own browser otherwise (never downloaded here). */
const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: consumerUrl,
    // The service worker (issue 15) would hide requests from page.route and serve cached files;
    // only the tests of the worker itself allow it (tests/pwa-*.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node support/server.mjs',
    url: `http://127.0.0.1:${E2E.downPort}/healthz`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
