import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { dev } from './dev.mjs';
import { FRONTENDS } from '../tooling/packages.cjs';
import { webpackArgs } from './build.mjs';
import { root } from './processes.mjs';
import { serve, servePorts, siteAddresses } from './serve.mjs';
import { start } from './start.mjs';

let calls;
const note =
  (name, value) =>
  async (...args) => {
    calls.push([name, ...args]);
    return value;
  };

beforeEach(() => {
  calls = [];
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('serving what is built', () => {
  it('takes the ports from the environment, else the usual ones', () => {
    expect(servePorts({})).toEqual({ port: '3000', cateringPort: '2001', adminPort: '3900' });
    expect(servePorts({ PORT: '1', CATERING_PORT: '2', ADMIN_PORT: '3' })).toEqual({
      port: '1',
      cateringPort: '2',
      adminPort: '3',
    });
  });

  it('says where each site is, the release console only when there is one', () => {
    expect(siteAddresses({ port: 1, cateringPort: 2, adminPort: 3 })).toBe(
      '\n  Consumer site: http://localhost:1\n  Catering site: http://localhost:2\n' +
        '  Release console: http://127.0.0.1:3/release\n',
    );
    expect(siteAddresses({ port: 1, cateringPort: 2 })).not.toContain('Release console');
  });

  it('starts the backend with the admin port, then prints the addresses', async () => {
    await serve({ ADMIN_PORT: '4999', PORT: '5000' }, note('backend'));
    expect(calls).toEqual([['backend', { env: { ADMIN_PORT: '4999' } }]]);
    expect(console.log).toHaveBeenCalledWith(
      siteAddresses({ port: '5000', cateringPort: '2001', adminPort: '4999' }),
    );
  });

  it('prints nothing when the backend did not start', async () => {
    const failing = async () => {
      throw new Error('sandbox exited');
    };
    await expect(serve({}, failing)).rejects.toThrow('sandbox exited');
    expect(console.log).not.toHaveBeenCalled();
  });
});

describe('npm start', () => {
  const build = (status) => (command, args, options) => {
    calls.push(['build', command, args, options]);
    return { status };
  };

  it('builds what is stale, then serves', async () => {
    expect(await start({ run: build(0), serveSite: note('serve') })).toBeUndefined();
    expect(calls).toEqual([
      ['build', process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }],
      ['serve'],
    ]);
  });

  it("serves nothing when the build failed, and gives the build's code", async () => {
    expect(await start({ run: build(3), serveSite: note('serve') })).toBe(3);
    expect(await start({ run: build(null), serveSite: note('serve') })).toBe(1);
    expect(calls.map(([name]) => name)).toEqual(['build', 'build']);
  });
});

describe('npm run dev', () => {
  it('watches every front end, stops it on exit, and starts the backend watching', async () => {
    const watcher = { pid: 1 };
    const launch = (...args) => {
      calls.push(['launch', ...args]);
      return watcher;
    };
    await dev({
      launch,
      start: note('backend'),
      stopOnExit: (children) => calls.push(['stopOnExit', children]),
    });
    expect(calls).toEqual([
      [
        'launch',
        'npx',
        webpackArgs(FRONTENDS, ['--watch', '--mode', 'development']),
        { cwd: root, stdio: 'inherit' },
      ],
      ['stopOnExit', [watcher]],
      ['backend', { watch: true }],
    ]);
    expect(console.log).toHaveBeenCalledWith(
      '\n  Consumer site: http://localhost:3000\n  Catering site: http://localhost:2001\n',
    );
  });
});
