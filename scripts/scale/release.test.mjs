import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { root } from '../processes.mjs';
import { addReleaseManager, RELEASE_CLI, releaseRunner } from './release.mjs';

let dir;
let cli;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-release-'));
  // A stand-in for the release command: prints its arguments and store, then a line later;
  // fails when asked to.
  cli = path.join(dir, 'cli.mjs');
  fs.writeFileSync(
    cli,
    'const args = process.argv.slice(2);\n' +
      "if (args.includes('fail')) { console.error('no such remote'); process.exit(2); }\n" +
      "console.log(`${args.join(' ')} in ${process.env.RELEASE_ROOT} by ${process.env.RELEASE_MANAGER}`);\n" +
      "setTimeout(() => console.log('key-1234'), 300);\n" +
      'setTimeout(() => {}, 600);\n',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the release command', () => {
  it("is the BFF's release CLI run with tsx", () => {
    expect(RELEASE_CLI).toEqual([
      path.join(root, 'node_modules/.bin/tsx'),
      'bff/src/release/cli.ts',
    ]);
  });

  it("adds a store's first release manager, giving the key it printed last", () => {
    const key = addReleaseManager('/scratch/release', 'scale-test', [process.execPath, cli]);
    expect(key).toBe('key-1234');
  });

  // Made when run: the stand-in is written before the first test.
  const release = (...args) => releaseRunner([process.execPath, cli])(...args);
  const cluster = { releaseEnv: { RELEASE_ROOT: '/scratch/release', RELEASE_MANAGER: 'ana' } };

  it("runs with the cluster's store and manager, resolving to what it printed and when it last did", async () => {
    const before = Date.now();
    const { output, doneAt } = await release(cluster, 'pin', 'careers@1.0.0');
    const after = Date.now();
    expect(output).toBe('pin careers@1.0.0 in /scratch/release by ana\nkey-1234\n');
    // Its last line, not its exit (300 ms later).
    expect(doneAt - before).toBeGreaterThanOrEqual(250);
    expect(after - doneAt).toBeGreaterThanOrEqual(200);
  });

  it('rejects with its arguments and what it said when it failed', async () => {
    await expect(release(cluster, 'pin', 'fail')).rejects.toThrow(
      'release pin fail: no such remote\n',
    );
  });
});
