import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { consumerUrl, E2E, releaseConsumerUrl, serverEnv } from './support/ports';

/**
 * The release tests pin remote versions (and damage a released file) for a whole BFF: they have
 * one of their own (support/server.mjs), and a project of their own, one worker, whose tests run
 * in order beside the rest. It comes first, so that its files are not left for last on one
 * worker while the other idles. The service worker's pin test is one of them.
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
  reporter: [
    ['list'],
    ['./support/failure-page-reporter.ts'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: consumerUrl,
    // The service worker would hide requests from page.route and serve cached files;
    // only the tests of the worker itself allow it (tests/pwa-*.spec.ts).
    serviceWorkers: 'block',
    // A failure keeps its actions, console and network, and a screenshot of the end. Neither the
    // screencast nor a DOM snapshot per action: recorded for every test, they cost the CPU the
    // two workers need (the suite is CPU-bound on two cores; snapshots alone cost a tenth of it).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'release',
      testMatch: SERVER_WIDE,
      workers: 1,
      use: { baseURL: releaseConsumerUrl },
    },
    { name: 'site', testIgnore: SERVER_WIDE },
  ],
  webServer: {
    command: 'node support/server.mjs',
    url: `http://127.0.0.1:${E2E.downPort}/healthz`,
    // Every server answers by then: the sandbox and the three BFFs.
    wait: { stdout: /e2e servers ready/ },
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
