import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import { releaseClass } from './release.mjs';

let server;
let site;
/** The release commands run, as typed. */
let typed;
beforeEach(async () => {
  typed = [];
  // Released files are reached only by their listed names: anything else is 404.
  server = await serve((asked) =>
    asked.url === '/remotes/careers/1.0.0/remoteEntry.js' ? { body: '' } : { status: 404 },
  );
  const releaseRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-release-'));
  site = { name: 'one BFF', url: server.url, releaseRoot, environment: 'production' };
});
afterEach(async () => {
  await server.close();
  fs.rmSync(site.releaseRoot, { recursive: true, force: true });
});

/**
 * The release command as it should be: an argument with a control character is refused before
 * anything is written. `lenient` writes the release whatever its note says.
 */
const command =
  ({ lenient = false } = {}) =>
  async (target, verb, ...args) => {
    typed.push([verb, ...args]);
    const name = verb === 'build' ? args[0] : args[0].split('@')[0];
    if (!lenient && args.some((arg) => /\p{Cc}/u.test(arg)))
      return { code: 1, output: 'writing…\nrefused: a control character in an argument\n' };
    fs.mkdirSync(path.join(target.releaseRoot, 'remotes', name), { recursive: true });
    return { code: 0, output: `released ${name}@1.0.1\n` };
  };

describe('release', () => {
  it('holds against a command that refuses control characters and a store that lists its files', async () => {
    const result = await runClass(releaseClass(command()), site);
    expect(result).toMatchObject({ tried: 8, refused: 8, through: [] });
    expect(typed.at(-1)).toEqual(['pin', 'careers\u001b[2J@1.0.0', '--env', 'production']);
  });

  it('names each note that was released, with how the command ended', async () => {
    const result = await runClass(releaseClass(command({ lenient: true })), site);
    expect(result.through.slice(0, 2)).toEqual([
      { name: 'build careers: a terminal escape in --note', saw: 'exit 0: released careers@1.0.1' },
      {
        name: 'build marketing: a carriage return forging a line in --note',
        saw: 'exit 0: released marketing@1.0.1',
      },
    ]);
    expect(result.through).toHaveLength(4);
  });

  it('names a release file served by a name it does not list', async () => {
    await server.close();
    server = await serve(() => ({ body: '{"careers":"sha384-…"}' }));
    site.url = server.url;
    const result = await runClass(releaseClass(command()), site);
    expect(result.through.map((t) => t.name)).toEqual([
      'GET /remotes/careers/%2e%2e/%2e%2e/package.json',
      'GET /remotes/careers/..%2f..%2fpackage.json',
      'GET /remotes/..%5c..%5cpackage.json',
      'GET /remotes/careers/1.0.0/hashes.json',
    ]);
  });
});
