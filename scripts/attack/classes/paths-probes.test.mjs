import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import { hostBuild, pathsClass } from './paths-probes.mjs';

let server;
afterEach(() => server?.close());

const TEMPLATE = '<html><!-- config goes here --></html>';
const build = { script: '/main.1a2b.js', templates: [TEMPLATE, '<html>first</html>'] };
const PAGE = '<html><script id="qsr-site-config">{}</script></html>';

/**
 * A door that knows its table: a page for every browser navigation, 404 for any other path it
 * does not route, 400 for what it cannot read one way, 405 for other methods. `flaws`:
 * `resolves` (resolves `..` and forwards under /api/v1/), `rawTemplates` (serves the templates).
 */
function door(flaws = {}) {
  return (asked) => {
    const { method, url, headers } = asked;
    const resolved = url.startsWith('/') ? new URL(url, 'http://bff').pathname : url;
    if (flaws.resolves && resolved.startsWith('/api/v1/') && resolved.includes('_sandbox/mailbox'))
      // The sandbox's own refusal passed on: a client error, with the mailbox in it.
      return { status: 400, body: '{"messages":[{"to":"demo@example.com"}]}' };
    if (flaws.rawTemplates && /^\/index\.html$/i.test(url)) return { body: TEMPLATE };
    if (!url.startsWith('/') || headers['x-api-path'] || /%(00|01|7f|0d|25)/i.test(url))
      return { status: 400 };
    if (!['GET', 'POST'].includes(method)) return { status: 405 };
    if (headers.accept === 'text/html') return { body: PAGE };
    return { status: 404, body: 'Not found' };
  };
}

const target = (url) => ({ name: 'one BFF', url, sandboxUrl: 'http://127.0.0.1:9' });

describe('paths', () => {
  it('holds against a door that routes only its own table', async () => {
    server = await serve(door());
    const paths = pathsClass(build);
    const result = await runClass(paths, target(server.url));
    expect(result).toMatchObject({ name: 'paths', tried: 68, refused: 68, through: [] });
    expect(server.asked.map((a) => a.url)).toContain('/main.1a2b.js.m%61p');
    expect(server.asked.map((a) => a.url)).toContain(
      'http://127.0.0.1:9/ordering/v1/_sandbox/mailbox',
    );
  });

  it('names each spelling that reached a test hook once resolved', async () => {
    server = await serve(door({ resolves: true }));
    const result = await runClass(pathsClass(build), target(server.url));
    expect(result.through.map((t) => t.name)).toEqual([
      'GET /api/v1/_sandbox/mailbox?email=demo%40example.com',
      'GET /api/v1/members/../_sandbox/mailbox',
      'GET /api/v1/members/%2e%2e/_sandbox/mailbox',
      'GET /api/v1/members/%252e%252e/_sandbox/mailbox',
      'GET /api/v1//_sandbox/mailbox',
    ]);
  });

  it('names a template served as it is on disk, as a file or a page', async () => {
    server = await serve(door({ rawTemplates: true }));
    const result = await runClass(pathsClass(build), target(server.url));
    expect(result.through.map((t) => t.name)).toEqual([
      'the template /index.html as a file',
      'the template /index.html as a page',
      'the template /INDEX.HTML as a file',
      'the template /INDEX.HTML as a page',
    ]);
  });
});

describe('the host build the class is for', () => {
  let dist;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-dist-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is the script with a source map beside it, and the templates as on disk', () => {
    fs.writeFileSync(path.join(dist, 'vendor.9f.js'), '');
    fs.writeFileSync(path.join(dist, 'main.1a2b.js.map'), '{}');
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dist, 'first-screen.html'), '<html>first</html>');
    expect(hostBuild(dist)).toEqual(build);
  });

  it('is wanted: without a source map the run cannot try to reach one', () => {
    expect(() => hostBuild(dist)).toThrow('host-shell/dist has no source map');
  });
});
