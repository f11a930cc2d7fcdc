import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SourceMapGenerator } from 'source-map-js';
import { recordTraffic, visitFigures } from './page-traffic.mjs';

const ORIGIN = 'http://localhost:41234';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-traffic-'));
const distOf = { host: folder };
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A response as Playwright's page reports it. */
const response = (url, type, body) => ({
  url: () => url,
  request: () => ({ resourceType: () => type }),
  body: async () => (body instanceof Error ? Promise.reject(body) : Buffer.from(body)),
});
const finished = (url, sent, body) => ({
  url: () => url,
  sizes: async () => ({ responseBodySize: sent }),
  response: async () => ({ body: async () => Buffer.from(body) }),
});
const events = () => new Promise((resolve) => setImmediate(resolve));

describe('what a visit downloads', () => {
  it('records scripts by build with their gzip size and chunk ids, and fonts by size', async () => {
    const page = new EventEmitter();
    const traffic = recordTraffic(page, distOf);
    const chunk = '(self.webpackChunkhost=self.webpackChunkhost||[]).push([[470],{}]);';
    page.emit('response', response(`${ORIGIN}/470.js`, 'script', chunk));
    page.emit('response', response(`${ORIGIN}/brand.woff2`, 'font', 'x'.repeat(300)));
    page.emit('response', response(`${ORIGIN}/lost.woff2`, 'font', new Error('gone')));
    page.emit('response', response(`${ORIGIN}/site.css`, 'stylesheet', 'body{}'));
    await events();
    expect(traffic.scripts).toEqual([
      {
        url: `${ORIGIN}/470.js`,
        build: 'host',
        file: path.join(folder, '470.js'),
        gzip: zlib.gzipSync(chunk).length,
        chunkIds: ['470'],
      },
    ]);
    expect(traffic.fonts).toEqual([300, 0]);
  });

  it('records the API answers, as sent and as read, once settled', async () => {
    const page = new EventEmitter();
    const traffic = recordTraffic(page, distOf);
    page.emit('requestfinished', finished(`${ORIGIN}/api/v1/menus/100100`, 120, 'y'.repeat(500)));
    page.emit('requestfinished', finished(`${ORIGIN}/menu`, 900, 'page'));
    await traffic.settled();
    expect(traffic.apiAnswers).toEqual([
      { url: `${ORIGIN}/api/v1/menus/100100`, sent: 120, bytes: 500 },
    ]);
  });
});

describe("a visit's figures", () => {
  it('counts fonts, runtimes, libraries fetched twice and preloads left unused', () => {
    const maps = ['a.js', 'b.js'].map((name) => {
      const file = path.join(folder, name);
      const generator = new SourceMapGenerator({ file: name });
      generator.addMapping({
        generated: { line: 1, column: 0 },
        original: { line: 1, column: 0 },
        source: 'webpack://host/../node_modules/react/index.js',
      });
      fs.writeFileSync(`${file}.map`, generator.toString());
      return file;
    });
    const scripts = maps.map((file, i) => ({ url: `${ORIGIN}/${i}.js`, file, chunkIds: [] }));
    const preloads = { received: [], unusedSheets: [`${ORIGIN}/fonts.css`], scripts: [] };
    const apiAnswers = [{ url: `${ORIGIN}/api/v1/x`, sent: 1, bytes: 2 }];
    expect(visitFigures({ scripts, fonts: [10, 20], apiAnswers }, preloads, 'Menu')).toEqual({
      scripts,
      apiAnswers,
      runtimes: 0,
      twice: ['node_modules/react/index.js'],
      unusedPreloads: ['/fonts.css'],
      heading: 'Menu',
      fontBytes: 30,
    });
  });
});
