import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSite } from './site.mjs';

// A server that answers /healthz on the port it is given: the sandbox or the BFF, in little.
const HEALTHY = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.argv[1], '127.0.0.1')`;
const server = (port) => spawn(process.execPath, ['-e', HEALTHY, port], { stdio: 'ignore' });
const failing = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });

let children = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children = [];
});

describe('a throwaway site', () => {
  it('starts the servers on free ports with their own data, and stop() ends both', async () => {
    let given;
    const site = await startSite({
      env: { SANDBOX_SCALE: 'chain' },
      nice: 10,
      start: (sandboxPort, env, options) => {
        given = { sandboxPort, env, options };
        children = [server(sandboxPort), server(env.PORT)];
        return children;
      },
    });
    expect(given.env.SANDBOX_PORT).toBe(given.sandboxPort);
    expect(given.env).toMatchObject({ SANDBOX_SCALE: 'chain', LOG_LEVEL: 'warn' });
    expect(given.env.PUBLIC_ORIGIN).toBe(`http://localhost:${given.env.PORT}`);
    expect(given.options).toEqual({ nice: 10 });
    expect(site.consumerUrl).toBe(`http://localhost:${given.env.PORT}`);
    expect(site.cateringUrl).toBe(`http://localhost:${given.env.CATERING_PORT}`);
    expect(await (await fetch(`${site.sandboxUrl}/healthz`)).text()).toBe('ok');
    const dataDir = given.env.SANDBOX_DB.replace(/\/sandbox\.sqlite$/, '');
    expect(fs.existsSync(dataDir)).toBe(true);
    expect(given.env.RELEASE_ROOT).toBe(`${dataDir}/release`);

    const exits = children.map((child) => once(child, 'exit'));
    site.stop();
    expect((await Promise.all(exits)).map(([, signal]) => signal)).toEqual(['SIGTERM', 'SIGTERM']);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 20_000);

  it('fails when the sandbox exits before it answers, leaving nothing behind', async () => {
    let given;
    const starting = startSite({
      start: (sandboxPort, env) => {
        given = env;
        children = [failing(), server(env.PORT)];
        return children;
      },
    });
    await expect(starting).rejects.toThrow(/healthz: the process exited \(3\)/);
    expect(fs.existsSync(given.SANDBOX_DB.replace(/\/sandbox\.sqlite$/, ''))).toBe(false);
    expect(children[1].killed).toBe(true);
  }, 20_000);
});
