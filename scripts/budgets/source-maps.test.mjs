import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SourceMapGenerator } from 'source-map-js';
import { sourceMaps } from './source-maps.mjs';

let server;
let origin;
const asked = [];

// A built script's map at `/main.js.map`; no map for anything else.
beforeAll(async () => {
  const generator = new SourceMapGenerator({ file: 'main.js' });
  generator.addMapping({
    generated: { line: 3, column: 10 },
    original: { line: 42, column: 2 },
    source: 'webpack://host/./src/menu/ProductPage.tsx',
    name: 'ProductPage',
  });
  server = http.createServer((request, response) => {
    asked.push(request.url);
    const found = request.url === '/main.js.map';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(found ? generator.toString() : '');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

const frame = (url, lineNumber, columnNumber) => ({
  functionName: 'f',
  url,
  lineNumber,
  columnNumber,
});

describe("a profile's frames in the original code", () => {
  it("places a frame by its script's source map, reading each map once", async () => {
    const maps = sourceMaps();
    const nodes = [
      { callFrame: frame(`${origin}/main.js`, 2, 10) },
      { callFrame: frame(`${origin}/main.js`, 2, 12) },
      { callFrame: frame(`${origin}/other.js`, 0, 0) },
      { callFrame: frame('', 0, 0) },
    ];
    await maps.load({ nodes });
    await maps.load({ nodes });
    expect(asked.sort()).toEqual(['/main.js.map', '/other.js.map']);
    expect(maps.locate(nodes[0].callFrame)).toEqual({
      source: 'webpack://host/src/menu/ProductPage.tsx',
      line: 42,
      column: 2,
      name: 'ProductPage',
    });
  });

  it('places nothing without a map, or where the map has no source', async () => {
    const maps = sourceMaps();
    await maps.load({ nodes: [{ callFrame: frame(`${origin}/other.js`, 0, 0) }] });
    expect(maps.locate(frame(`${origin}/other.js`, 0, 0))).toBeNull();
    expect(maps.locate(frame(`${origin}/never-loaded.js`, 0, 0))).toBeNull();
    // A script on a server that is gone: no map, no failure.
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const script = `http://127.0.0.1:${closed.address().port}/x.js`;
    await new Promise((resolve) => closed.close(resolve));
    const gone = sourceMaps();
    await gone.load({ nodes: [{ callFrame: frame(script, 0, 0) }] });
    expect(gone.locate(frame(script, 0, 0))).toBeNull();
  });
});
