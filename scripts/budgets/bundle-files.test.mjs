import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SourceMapGenerator } from 'source-map-js';
import { REMOTE_PACKAGES } from '../../tooling/packages.cjs';
import { isTelemetrySource } from './bundle-rules.mjs';
import { distFolders, librarySources, sourcesBytes } from './bundle-files.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-files-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A built script on disk, each `[column, source]` a segment of its one line, with its map. */
function builtScript(name, code, segments) {
  const file = path.join(folder, name);
  const generator = new SourceMapGenerator({ file: name });
  for (const [column, source] of segments)
    generator.addMapping({
      generated: { line: 1, column },
      original: { line: 1, column: 0 },
      source,
    });
  fs.writeFileSync(file, code);
  fs.writeFileSync(`${file}.map`, generator.toString());
  return file;
}

describe("each build's dist folder", () => {
  it('names the host and every remote by its federation name, under the given root', () => {
    const folders = distFolders('/variants/without-x');
    expect(Object.keys(folders).sort()).toEqual(['host', ...Object.keys(REMOTE_PACKAGES)].sort());
    expect(folders.menuCart).toBe(
      path.join('/variants/without-x', REMOTE_PACKAGES.menuCart, 'dist'),
    );
    expect(folders.host).toMatch(/\/variants\/without-x\/[^/]+\/dist$/);
  });
});

describe("a built script's sources", () => {
  const file = builtScript('vendor.js', 'a();b();', [
    [0, 'webpack://host/../node_modules/react/index.js'],
    [4, 'webpack://host/./src/bootstrap.tsx'],
  ]);

  it('names the libraries its source map has, not the build’s own sources', () => {
    expect(librarySources(file)).toEqual(['node_modules/react/index.js']);
  });

  it('knows none of a script without a map, or of no file', () => {
    const bare = path.join(folder, 'bare.js');
    fs.writeFileSync(bare, 'x();');
    expect(librarySources(bare)).toEqual([]);
    expect(librarySources(null)).toEqual([]);
  });

  it('weighs, gzip-compressed, the code of the picked sources over all of a page’s scripts', () => {
    const reporter = builtScript('main.js', 'aaaa();bbbb();', [
      [0, 'webpack://host/./src/telemetry/reporter.ts'],
      [7, 'webpack://host/./src/bootstrap.tsx'],
    ]);
    const contract = builtScript('contract.js', 'cccc();', [
      [0, 'webpack://host/shared-contracts/src/telemetry/batch.ts'],
    ]);
    const scripts = [{ file: reporter }, { file: contract }, { file: null }, { file }];
    expect(sourcesBytes(scripts, isTelemetrySource)).toBe(zlib.gzipSync('aaaa();\ncccc();').length);
    expect(sourcesBytes([{ file: reporter }], () => false)).toBe(0);
    // Two scripts, neither with any of it: nothing, not the newline between them.
    expect(sourcesBytes([{ file: reporter }, { file: contract }], () => false)).toBe(0);
    expect(sourcesBytes([{ file: null }], isTelemetrySource)).toBe(0);
  });
});
