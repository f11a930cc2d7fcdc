import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkPersisted, runSmoke } from '../scripts/smoke';
import { createApp } from './app';
import { openDatabase, type Db } from './db/database';
import { seed } from './db/seed';
import { WEDNESDAY_NOON_EDT } from './testing/support';

jest.setTimeout(30_000);

/** A clock from `at` that runs at the real pace. */
const clockFrom = (at: number) => {
  const startedAt = Date.now();
  return () => at + (Date.now() - startedAt);
};
/** A Wednesday noon in Raleigh: the restaurant is open. */
const now = clockFrom(WEDNESDAY_NOON_EDT);

async function start(db: Db, clock = now): Promise<{ server: Server; base: string }> {
  const server = createApp(db, { statusStepMs: 300, testHooks: true, now: clock }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ordering/v1` };
}

const stop = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('scripts/smoke.ts straight against the sandbox', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-smoke-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes every step, and the data is still there after a restart', async () => {
    const file = path.join(dir, 'sandbox.sqlite');
    const lines: string[] = [];
    const first = openDatabase(file);
    seed(first, now());
    const one = await start(first);
    const state = await runSmoke({
      base: one.base,
      pollMs: 100,
      statusTimeoutMs: 10_000,
      log: (l) => lines.push(l),
    });
    await stop(one.server);
    first.close();
    expect(lines.at(-1)).toBe('smoke passed');
    expect(lines.join('\n')).toMatch(/status advanced: received → in_progress/);

    const second = openDatabase(file);
    seed(second, now());
    const two = await start(second);
    await checkPersisted({ ...state, base: two.base }, (l) => lines.push(l));
    await stop(two.server);
    second.close();
    expect(lines.at(-1)).toMatch(/after restart/);
  });

  it('ten minutes before opening, knows the order waits for the kitchen to open', async () => {
    // 05:50 in Raleigh (it opens at 06:00): as soon as possible is 06:15, within the kitchen's
    // 30 minutes, but the kitchen starts at the opening.
    const clock = clockFrom(WEDNESDAY_NOON_EDT - (6 * 60 + 10) * 60_000);
    const db = openDatabase(path.join(dir, 'early.sqlite'));
    seed(db, clock());
    const { server, base } = await start(db, clock);
    const lines: string[] = [];
    await runSmoke({ base, pollMs: 100, statusTimeoutMs: 10_000, log: (l) => lines.push(l) });
    await stop(server);
    db.close();
    expect(lines.join('\n')).toMatch(/ready at \S+T06:15:00-04:00/);
    expect(lines.join('\n')).toMatch(/status waits for the restaurant to open/);
    expect(lines.at(-1)).toBe('smoke passed');
  });
});
