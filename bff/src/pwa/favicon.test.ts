import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { REPO_ROOT } from '../config';
import { createApp } from '../app';
import { listenOnFreePort, rawRequest, tempDir, testConfig } from '../test-support/helpers';

/** The host's own app icons, as its build writes them (`/icons/<channel>-192.png`). */
const HOST_ICONS = path.join(REPO_ROOT, 'host-shell', 'src', 'pwa', 'icons');

function builtHost() {
  const hostDist = tempDir('host');
  fs.mkdirSync(path.join(hostDist, 'icons'));
  for (const icon of ['default-192.png', 'catering-192.png']) {
    fs.copyFileSync(path.join(HOST_ICONS, icon), path.join(hostDist, 'icons', icon));
  }
  return hostDist;
}

const iconBytes = (icon: string) => fs.readFileSync(path.join(HOST_ICONS, icon));

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<{ msg: string; err?: { code?: string } }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * `fs.stat` of the files named waits until the test lets it go: the disk answers late, as it
 * does on a busy machine. Every other file is looked up at once.
 */
function slowDisk(names: string[]) {
  const realStat = fs.stat;
  const waiting = new Map<string, () => Promise<void>>();
  jest.spyOn(fs, 'stat').mockImplementation(((
    file: fs.PathLike,
    callback: (...answer: unknown[]) => void,
  ) => {
    const lookUp = () =>
      new Promise<void>((looked) =>
        realStat(file, (...answer: unknown[]) => {
          callback(...answer);
          looked();
        }),
      );
    const name = path.basename(String(file));
    if (names.includes(name)) waiting.set(name, lookUp);
    else void lookUp();
  }) as unknown as typeof fs.stat);
  return {
    asked: (name: string) => waiting.has(name),
    answer: (name: string) => waiting.get(name)?.() ?? Promise.resolve(),
  };
}

/** Lets what is due run (a response's `close`, a `setImmediate` after it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => jest.restoreAllMocks());

describe('the favicon', () => {
  it("answers /favicon.ico with the channel's app icon", async () => {
    const app = createApp(testConfig({ HOST_DIST: builtHost() }));

    const consumer = await request(app).get('/favicon.ico').set('host', 'localhost:3000');
    expect(consumer.status).toBe(200);
    expect(consumer.headers['content-type']).toBe('image/png');
    expect(consumer.headers['cache-control']).toBe('no-cache');
    expect(consumer.headers.vary).toMatch(/host/i);
    expect(consumer.body).toEqual(iconBytes('default-192.png'));

    const catering = await request(app).get('/favicon.ico').set('host', 'localhost:2001');
    expect(catering.body).toEqual(iconBytes('catering-192.png'));
  });

  it('answers HEAD and a revalidation like any file, with nothing logged', async () => {
    const { logger, lines } = recordingLogger();
    const app = createApp(testConfig({ HOST_DIST: builtHost() }), { logger });

    const head = await request(app).head('/favicon.ico');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(Number(head.headers['content-length'])).toBe(iconBytes('default-192.png').length);

    const again = await request(app)
      .get('/favicon.ico')
      .set('if-none-match', String(head.headers.etag));
    expect(again.status).toBe(304);
    expect(
      lines.filter((line) => line.msg !== 'request' && line.msg !== 'remote left out'),
    ).toEqual([]);
  });

  it('refuses a range past the icon as such, not as a missing icon', async () => {
    const app = createApp(testConfig({ HOST_DIST: builtHost() }));
    const res = await request(app).get('/favicon.ico').set('range', 'bytes=900000-900001');
    expect(res.status).toBe(416);
  });

  it('is a plain 404 while the host is not built', async () => {
    const app = createApp(testConfig());
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });

  it('answers once, never twice, when the browser leaves before the icon is read', async () => {
    // Chromium drops its favicon request when the page moves on. The icon's file was still being
    // looked up: the answer to the revalidation (a 304) came after the browser left.
    const { logger, lines } = recordingLogger();
    const responses: ServerResponse[] = [];
    const app = createApp(testConfig({ HOST_DIST: builtHost() }), { logger });
    const server = await listenOnFreePort((req, res) => {
      responses.push(res);
      app(req, res);
    });
    try {
      const etag = (await rawRequest(server.port, '/icons/default-192.png')).headers.etag;
      const disk = slowDisk(['default-192.png', 'favicon.ico']);
      const left = rawRequest(server.port, '/favicon.ico', {
        headers: { 'if-none-match': String(etag) },
      });
      left.catch(() => undefined);
      while (!disk.asked('default-192.png')) await settle();
      const answer = responses.at(-1)!;
      answer.socket?.destroy();
      await settle();
      await disk.answer('default-192.png');
      // Had the request gone on to the next handlers, they would find no /favicon.ico either.
      await disk.answer('favicon.ico');
      await settle();
      expect(lines.filter((line) => line.msg === 'request failed')).toEqual([]);
      expect(disk.asked('favicon.ico')).toBe(false);
    } finally {
      await server.close();
    }
  });
});
