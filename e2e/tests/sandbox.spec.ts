import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { consumerUrl, E2E } from '../support/ports';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/**
 * The sandbox's promise, through the BFF the browser uses: the sandbox's smoke script (a separate
 * program, run as a release manager would) creates an order with choices, sees every §8 coupon
 * message verbatim, validates, is declined and then accepted at submit, watches the status
 * advance (or wait for the restaurant to open), and signs a member up and in. The sign-up
 * code comes from the sandbox's own port (its test-hook mailbox, which the BFF never forwards).
 */
test('§7 §8 through the BFF, the sandbox plays the ordering platform end to end', async () => {
  test.setTimeout(90_000);
  const { stdout } = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      'sandbox/scripts/smoke.ts',
      `${consumerUrl}/api/v1`,
      '--mailbox',
      `http://127.0.0.1:${E2E.sandboxPort}/ordering/v1`,
    ],
    { cwd: root, timeout: 80_000 },
  );
  expect(stdout).toContain('coupon messages: empty, invalid, $200 minimum, in use');
  expect(stdout).toMatch(/declined card: \[2\d\d\] /);
  expect(stdout).toContain('second submit refused');
  // The kitchen follows the restaurant's hours: at night the order waits for the opening (the
  // script checks which of the two it must be from the promised time).
  expect(stdout).toMatch(
    /status (advanced: received → in_progress|waits for the restaurant to open: received until )/,
  );
  expect(stdout).toMatch(/signed in as /);
  expect(stdout.trim().split('\n').at(-1)).toBe('smoke passed');
});
