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

/** A Wednesday noon in Raleigh that runs at the real pace: the restaurant is open. */
const startedAt = Date.now();
const now = () => WEDNESDAY_NOON_EDT + (Date.now() - startedAt);

async function start(db: Db): Promise<{ server: Server; base: string }> {
  const server = createApp(db, { statusStepMs: 300, testHooks: true, now }).listen(0, '127.0.0.1');
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
});
