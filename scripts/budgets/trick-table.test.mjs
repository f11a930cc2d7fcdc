import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { printTrickTable, reportTricks, trickRows } from './trick-table.mjs';

afterEach(() => jest.restoreAllMocks());

describe('what each performance trick is worth', () => {
  const withAll = { home: 150_853, route: 25_067, twice: 0 };
  const rows = trickRows(withAll, { 'one-runtime': { home: 150_853, route: 42_005, twice: 1 } });

  it('gives per trick its bytes and libraries fetched twice, with it and without it', () => {
    expect(rows.map(({ measure, difference }) => [measure, difference])).toEqual([
      ['home page KiB gzip', 0],
      ['/menu route KiB gzip', (42_005 - 25_067) / 1024],
      ['libraries in two scripts of / or /menu', 1],
    ]);
    expect(rows[1]).toMatchObject({ trick: 'one-runtime', with: 25_067 / 1024, digits: 1 });
  });

  it('prints the figures to their digits, the difference signed', () => {
    const printed = [];
    jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    printTrickTable(rows);
    const cells = printed.map((line) => line.trim().split(/\s{2,}/));
    expect(cells[0]).toEqual([
      'trick',
      'measure',
      'with',
      'without',
      'difference (without − with)',
    ]);
    expect(cells.slice(2)).toEqual([
      ['one-runtime', 'home page KiB gzip', '147.3', '147.3', '0.0'],
      ['one-runtime', '/menu route KiB gzip', '24.5', '41.0', '+16.5'],
      ['one-runtime', 'libraries in two scripts of / or /menu', '0', '1', '+1'],
    ]);
  });
});

describe("the tricks bench's report", () => {
  it('prints its title and table, and writes the rows when asked', () => {
    const printed = [];
    jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tricks-'));
    const file = path.join(folder, 'tricks.json');
    const rows = trickRows(
      { home: 1024, route: 2048, twice: 0 },
      { x: { home: 2048, route: 2048, twice: 1 } },
    );
    reportTricks(rows, file);
    expect(printed[0]).toBe(
      '\nPerformance tricks: the site as built, and without each trick (same run)\n',
    );
    expect(printed).toHaveLength(1 + 2 + rows.length);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).rows).toEqual(rows);
    reportTricks(rows);
    expect(fs.readdirSync(folder)).toEqual(['tricks.json']);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
