import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  addProfile,
  emptyTotals,
  printTotals,
  scriptRuns,
  sourceName,
  topRows,
} from './cpu-profile-figures.mjs';

// root → work (react-dom) → ProductPage (src) → format (no source map)
const frame = (functionName, url, lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 0,
});
const PROFILE = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('T', 'http://x/470.js', 1), children: [3] },
    { id: 3, callFrame: frame('a', 'http://x/400.js', 2), children: [4] },
    { id: 4, callFrame: frame('format', '') },
    { id: 5, callFrame: frame('(idle)', '') },
  ],
  samples: [5, 3, 4, 4, 2, 5],
  timeDeltas: [0, 1000, 2000, 3000, 4000, 5000],
};
const MAPPED = {
  'http://x/470.js': {
    source: 'webpack://host/../node_modules/react-dom/cjs/client.js',
    name: 'performWorkUntilDeadline',
    line: 12,
  },
  'http://x/400.js': {
    source: 'webpack://menuCart/./src/product/ProductPage.tsx',
    name: 'ProductPage',
    line: 34,
  },
};
const locate = (callFrame) => MAPPED[callFrame.url] ?? null;

describe('a CPU profile read by the sources of the site', () => {
  it('names a source as the code does', () => {
    expect(sourceName('webpack://menuCart/./src/menu/MenuPage.tsx')).toBe(
      './src/menu/MenuPage.tsx',
    );
    expect(sourceName('webpack://host/../node_modules/i18next/dist/esm/i18next.js')).toBe(
      'nm:i18next/dist/esm/i18next.js',
    );
  });

  it('gives each sample the time to the next one, to its own function and source', () => {
    const totals = emptyTotals();
    addProfile(totals, PROFILE, locate);
    expect(Object.fromEntries(totals.self)).toEqual({
      '(idle)': 1000,
      './src/product/ProductPage.tsx': 2000,
      '(format)': 7000,
      'nm:react-dom/cjs/client.js': 5000,
    });
    expect(totals.functions.get('ProductPage ./src/product/ProductPage.tsx:34')).toBe(2000);
    expect(totals.inclusive.size).toBe(0);
  });

  it('adds what a call spent, and in what, under the function asked for, once a stack', () => {
    const totals = emptyTotals();
    addProfile(totals, PROFILE, locate, 'performWorkUntilDeadline');
    addProfile(totals, PROFILE, locate, 'performWorkUntilDeadline');
    expect(totals.runs).toBe(2);
    expect(topRows(totals.inclusive, totals.runs, 3)).toEqual([
      ['14.0', 'performWorkUntilDeadline nm:react-dom/cjs/client.js:12'],
      ['14.0', '(root) (root)'],
      ['9.0', 'ProductPage ./src/product/ProductPage.tsx:34'],
    ]);
  });
});

describe('the long runs of script', () => {
  // idle, 60 ms in ProductPage (under react-dom), 10 ms of the browser's own, 20 ms in react-dom.
  const LONG = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5, 6] },
      { id: 2, callFrame: frame('T', 'http://x/470.js', 1), children: [3] },
      { id: 3, callFrame: frame('a', 'http://x/400.js', 2), children: [4] },
      { id: 4, callFrame: frame('format', '') },
      { id: 5, callFrame: frame('(idle)', '') },
      { id: 6, callFrame: frame('(program)', '') },
    ],
    samples: [5, 3, 4, 2, 6, 2, 5],
    timeDeltas: [0, 1000, 40000, 10000, 10000, 10000, 20000],
  };

  it('splits the samples at idle and the browser’s own work, and names each by the site', () => {
    const totals = emptyTotals();
    addProfile(totals, LONG, locate);
    expect(totals.longRuns).toEqual([
      {
        profile: 1,
        start: 1000,
        length: 60000,
        busiest: 'ProductPage ./src/product/ProductPage.tsx:34',
        within: [],
      },
    ]);
    // Only what a run lasts beyond 50 ms blocks: 10 ms; the 20 ms run does not.
    expect(totals.blocking).toBe(10000);
  });

  it('names a run without site code by its busiest function', () => {
    const labels = new Map(LONG.nodes.map(({ id, callFrame }) => [id, callFrame.functionName]));
    const sources = new Map(LONG.nodes.map(({ id }) => [id, id === 2 ? 'nm:react-dom' : '(x)']));
    const parent = new Map([
      [2, 1],
      [5, 1],
    ]);
    expect(scriptRuns({ ...LONG, samples: [5, 2, 2, 5] }, { parent, labels, sources })).toEqual([
      { start: 1000, length: 50000, busiest: 'T', within: [] },
    ]);
  });

  it('tells what else of the site a run spent its time in, each with its callees', () => {
    const labels = new Map(LONG.nodes.map(({ id, callFrame }) => [id, callFrame.functionName]));
    const sources = new Map(LONG.nodes.map(({ id }) => [id, id === 2 || id === 3 ? 'src' : '(x)']));
    const parent = new Map([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 1],
      [6, 1],
    ]);
    // T holds all 60 ms of the first run; a, beneath it, 50 ms (itself 10, format 40).
    expect(scriptRuns(LONG, { parent, labels, sources })[0]).toEqual({
      start: 1000,
      length: 60000,
      busiest: 'T',
      within: [['a', 50000]],
    });
  });
});

describe('the totals as printed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints the runs, and the self and inclusive times in ms a run, largest first', () => {
    const printed = [];
    jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const totals = emptyTotals();
    addProfile(totals, PROFILE, () => null, 'T');
    printTotals(totals, { channel: 'consumer', route: '/menu', slowdown: 4, under: 'T' });
    expect(printed[0]).toBe('consumer /menu: 1 runs at 4× CPU, ms a run');
    expect(printed[1]).toBe('\nself time by source');
    expect(printed).toContain('\nunder T');
    expect(printed[2]).toMatch(/^ {5}\d+\.\d ms {2}\S/);
    expect(printed).toContain('\nscript runs over 50 ms: 0.0 ms a run blocked beyond 50 ms');
  });
});
