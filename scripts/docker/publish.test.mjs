import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { deploy, healthServer, main, place, publishRelease, settings } from './publish.mjs';

let dir;
let logged;
const log = (msg, fields) => logged.push({ msg, ...fields });
const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');

/** Writes `files` ({ 'a/b.js': text }) under the scratch folder. */
function write(files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** The image's build of careers@1.2.0 with `hash` for its one file. */
function image(hash = 'abc') {
  write({
    'build/release.json': JSON.stringify({ name: 'careers', version: '1.2.0' }),
    'build/hashes.json': JSON.stringify({ files: { 'remoteEntry.js': hash } }),
    'build/remoteEntry.js': `// ${hash}`,
  });
}

const config = () => ({
  pkg: 'mfe-careers',
  remote: 'careers',
  port: 0,
  buildsRoot: path.join(dir, 'builds'),
  releaseRoot: path.join(dir, 'release'),
  buildDir: path.join(dir, 'build'),
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  logged = [];
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the container's settings", () => {
  it('reads them trimmed, with the image folders by default', () => {
    expect(settings({ PACKAGE: ' host-shell ', PORT: '8080', REMOTE_NAME: '  ' })).toEqual({
      pkg: 'host-shell',
      remote: undefined,
      port: 8080,
      buildsRoot: '/srv/builds',
      releaseRoot: '/srv/release',
      buildDir: '/app/build',
    });
    expect(
      settings({ PACKAGE: 'mfe-careers', PORT: '1', REMOTE_NAME: 'careers', BUILD_DIR: '/b' }),
    ).toMatchObject({ remote: 'careers', buildDir: '/b' });
  });

  it('names the one that is missing', () => {
    expect(() => settings({ PORT: '1' })).toThrow('PACKAGE is not set');
    expect(() => settings({ PACKAGE: 'host-shell', PORT: ' ' })).toThrow('PORT is not set');
  });
});

describe('placing a folder', () => {
  it('replaces what was there whole, leaving nothing aside', () => {
    write({ 'from/new.js': 'new', 'to/old.js': 'old' });
    place(path.join(dir, 'from'), path.join(dir, 'to'));
    expect(fs.readdirSync(path.join(dir, 'to'))).toEqual(['new.js']);
    expect(fs.readdirSync(dir).sort()).toEqual(['from', 'to']);
  });

  it('makes the folders above a new target', () => {
    write({ 'from/a.js': 'a' });
    place(path.join(dir, 'from'), path.join(dir, 'deep/down/to'));
    expect(read('deep/down/to/a.js')).toBe('a');
  });
});

describe("a remote's release", () => {
  it('is copied into the store under its name and version', () => {
    image();
    expect(publishRelease(config(), log)).toBe('1.2.0');
    expect(read('release/remotes/careers/1.2.0/remoteEntry.js')).toBe('// abc');
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'released', remote: 'careers', version: '1.2.0' }),
    ]);
  });

  it('is left as it is when the store has it with the same files', () => {
    image();
    write({ 'release/remotes/careers/1.2.0/hashes.json': read('build/hashes.json') });
    expect(publishRelease(config(), log)).toBe('1.2.0');
    expect(fs.existsSync(path.join(dir, 'release/remotes/careers/1.2.0/remoteEntry.js'))).toBe(
      false,
    );
    expect(logged.map((entry) => entry.msg)).toEqual(['release already in the store']);
  });

  it('is never overwritten by other files of the same version', () => {
    image('abc');
    write({
      'release/remotes/careers/1.2.0/hashes.json': JSON.stringify({ files: { 'x.js': 'def' } }),
    });
    expect(() => publishRelease(config(), log)).toThrow(
      'careers@1.2.0 is already released with other files',
    );
  });

  it('must be of the remote the container is for', () => {
    image();
    expect(() => publishRelease({ ...config(), remote: 'marketing' }, log)).toThrow(
      'the image carries careers, not marketing',
    );
  });
});

describe('deploying', () => {
  it("makes a remote's release its current build", () => {
    image();
    expect(deploy(config(), log)).toBe('1.2.0');
    expect(read('builds/mfe-careers/dist/remoteEntry.js')).toBe('// abc');
    expect(read('release/remotes/careers/1.2.0/remoteEntry.js')).toBe('// abc');
  });

  it("makes the host's build current, with no release", () => {
    write({ 'build/index.html': '<html>' });
    expect(deploy({ ...config(), pkg: 'host-shell', remote: undefined }, log)).toBe('host');
    expect(read('builds/host-shell/dist/index.html')).toBe('<html>');
    expect(fs.existsSync(path.join(dir, 'release'))).toBe(false);
    expect(logged).toEqual([{ msg: 'current build deployed', version: 'host' }]);
  });
});

describe('the health check', () => {
  const get = async (server, url) => {
    const res = await fetch(`http://127.0.0.1:${server.address().port}${url}`);
    return [res.status, res.headers.get('cache-control'), await res.json()];
  };

  it('answers /healthz with the package and version, anything else 404', async () => {
    const server = healthServer('mfe-careers', '1.2.0');
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect(await get(server, '/healthz')).toEqual([
        200,
        'no-store',
        { status: 'ok', package: 'mfe-careers', version: '1.2.0' },
      ]);
      expect(await get(server, '/')).toEqual([404, 'no-store', { message: 'Not found' }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the container', () => {
  it('deploys, then answers its health check with the version deployed', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    image();
    const server = await main(config());
    try {
      const res = await fetch(`http://127.0.0.1:${server.address().port}/healthz`);
      expect((await res.json()).version).toBe('1.2.0');
      expect(console.log).toHaveBeenLastCalledWith(
        JSON.stringify({ service: 'mfe-careers', msg: 'listening', port: server.address().port }),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says why it could not deploy, and does not listen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(main(config())).rejects.toThrow('ENOENT');
    const [line] = console.error.mock.calls[0];
    expect(JSON.parse(line)).toMatchObject({ service: 'mfe-careers', msg: 'deploy failed' });
  });
});
