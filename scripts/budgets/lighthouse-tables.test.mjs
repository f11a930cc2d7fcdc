import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { gateVerdict } from './lighthouse-gate-rules.mjs';
import { pageRow } from './lighthouse-figures.mjs';
import { printBenchTable, printGateVerdicts } from './lighthouse-tables.mjs';

let printed;
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
});
afterEach(() => jest.restoreAllMocks());

const cells = (line) => line.trim().split(/\s{2,}/);

describe("the Lighthouse bench's table", () => {
  it('prints the limits under the header and marks each median that misses its budget', () => {
    const run = {
      performance: 93,
      accessibility: 100,
      bestPractices: 100,
      lcp: 2165,
      tbt: 245,
      cls: 0,
    };
    printBenchTable([pageRow('consumer', '/', [run])]);
    expect(cells(printed[0])).toEqual([
      'channel',
      'path',
      'performance',
      'accessibility',
      'best practices',
      'LCP ms',
      'TBT ms',
      'CLS',
    ]);
    expect(cells(printed[1])).toEqual([
      'budget',
      '≥ 95',
      '≥ 100',
      '≥ 95',
      '≤ 1500',
      '≤ 100',
      '≤ 0.05',
    ]);
    expect(printed[2]).toMatch(/^-+( +-+)+$/);
    expect(cells(printed[3])).toEqual([
      'consumer',
      '/',
      '93 ✗',
      '100',
      '100',
      '2165 ✗',
      '245 ✗',
      '0',
      'BREACH',
    ]);
  });
});

describe("the Lighthouse gate's table", () => {
  it('prints the reference, the budgets and goals, and each page against them', () => {
    const reference = { tbt: 30, lcp: 640, performance: 100 };
    const slow = gateVerdict('consumer /menu', reference, [
      { tbt: 900, lcp: 700, performance: 70 },
    ]);
    const fine = gateVerdict('consumer /', reference, [{ tbt: 80, lcp: 900, performance: 98 }]);
    printGateVerdicts(reference, [slow, fine]);
    expect(cells(printed[0])).toEqual(['page', 'TBT ms', 'LCP ms', 'performance']);
    expect(cells(printed[1])).toEqual(['budget', '≤ ref + 700', '≤ ref + 1000', '≥ ref − 20']);
    expect(cells(printed[2])).toEqual(['goal', '≤ ref + 100', '≤ ref + 900', '≥ ref − 5']);
    expect(cells(printed[4])).toEqual(['reference', '30', '640', '100']);
    expect(cells(printed[5])).toEqual(['consumer /menu', '900 ✗', '700', '70 ✗', 'BREACH']);
    expect(cells(printed[6])).toEqual(['consumer /', '80', '900', '98', 'ok']);
  });
});
