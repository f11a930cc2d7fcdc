import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { consumerUrl, E2E, serverEnv } from './support/ports';

/** Debian's Chromium where installed; Playwright's own browser otherwise (never downloaded here). */
const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/**
 * The release tests pin remote versions (and damage a released file) for the whole BFF, so they
 * run alone, after every other test: a project of their own, one worker, started when the rest is
 * done. The service worker's pin test is one of them.
 */
const SERVER_WIDE = ['**/release-*.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // A file's tests run in order in one worker (a few files opt in to parallel tests); files run
  // side by side on the machine's two cores, against the one shared server.
  fullyParallel: false,
  workers: 2,
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
    // Actions and DOM snapshots for a failure, without the screencast: recording it for every
    // test costs CPU the two workers need (the suite is CPU-bound on two cores).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  projects: [
    { name: 'site', testIgnore: SERVER_WIDE },
    { name: 'release', testMatch: SERVER_WIDE, dependencies: ['site'], workers: 1 },
  ],
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
