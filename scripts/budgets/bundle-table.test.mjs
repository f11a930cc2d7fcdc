import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { printBundleTable, reportBundles } from './bundle-table.mjs';

let printed;
let errors;
beforeEach(() => {
  printed = [];
  errors = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
  jest.spyOn(console, 'error').mockImplementation((line) => errors.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

const cells = (line) => line.trim().split(/\s{2,}/);
const row = (extra) => ({
  what: 'home page, first load (all scripts)',
  path: '/',
  bytes: 120 * 1024,
  budget: 150 * 1024,
  files: 7,
  runtimes: 0,
  twice: [],
  unusedPreloads: [],
  fontBytes: 40 * 1024,
  heading: 'Home',
  ok: true,
  ...extra,
});

describe("the bundle budget's table", () => {
  it('prints each row with its figures, what it wasted, and its verdict', () => {
    printBundleTable([
      row(),
      row({
        what: 'menu page API answers as sent (of 30.0)',
        path: '/menu',
        kind: 'api',
        bytes: 45 * 1024,
        budget: 40 * 1024,
        ok: false,
      }),
      row({
        twice: ['react', 'react-dom'],
        unusedPreloads: ['/fonts.css'],
        heading: undefined,
        ok: false,
      }),
    ]);
    expect(cells(printed[0])).toEqual([
      'budget',
      'path',
      'KiB gzip',
      'limit',
      'scripts',
      'MF runtimes',
      'shared twice',
      'unused preloads',
      'fonts KiB (≤ 60)',
    ]);
    const lines = printed.slice(2).map(cells);
    expect(lines[0]).toEqual([
      'home page, first load (all scripts)',
      '/',
      '120.0',
      '≤ 150.0',
      '7',
      '0',
      'none',
      'none',
      '40.0',
      'ok',
    ]);
    expect(lines[1].slice(2, 6)).toEqual(['45.0', '≤ 40.0', '7', '-']);
    expect(lines[1].at(-1)).toBe('BREACH');
    expect(lines[2].slice(6)).toEqual([
      'react, react-dom',
      '/fonts.css',
      '40.0',
      'BREACH (page did not render)',
    ]);
  });

  it('writes the rows when asked, and exits 0 when every budget is met', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-table-'));
    const file = path.join(folder, 'bundles.json');
    reportBundles([row()], file);
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(written.rows).toEqual([row()]);
    expect(Date.parse(written.measuredAt)).not.toBeNaN();
    expect(printed.at(-1)).toBe('\nAll bundle budgets met.');
    expect(process.exitCode).toBeUndefined();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('counts the budgets broken and exits 1', () => {
    reportBundles([row(), row({ ok: false }), row({ ok: false })]);
    expect(printed[0]).toMatch(/^\nBundle budgets \(gzip/);
    expect(errors).toEqual(['\n2 bundle budget(s) broken.']);
    expect(process.exitCode).toBe(1);
  });
});
