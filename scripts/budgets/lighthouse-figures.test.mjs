import { describe, expect, it } from '@jest/globals';
import {
  LIGHTHOUSE_BUDGETS,
  limitText,
  median,
  medians,
  meets,
  pageRow,
  runFigures,
} from './lighthouse-figures.mjs';

const budget = (key) => LIGHTHOUSE_BUDGETS.find((b) => b.key === key);

/** As much of a Lighthouse report (`lhr`) as is read, from a run of /menu on this machine. */
const report = (changes = {}) => ({
  environment: { benchmarkIndex: 1522.6 },
  categories: {
    performance: { score: 0.934 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      score: 0.8,
      numericValue: 2164.6,
      scoreDisplayMode: 'numeric',
    },
    'total-blocking-time': {
      id: 'total-blocking-time',
      score: 0.6,
      numericValue: 245.4,
      scoreDisplayMode: 'numeric',
    },
    'cumulative-layout-shift': {
      id: 'cumulative-layout-shift',
      score: 1,
      numericValue: 0.00123,
      scoreDisplayMode: 'numeric',
    },
    'image-alt': { id: 'image-alt', score: 0, scoreDisplayMode: 'binary' },
    'document-title': { id: 'document-title', score: 1, scoreDisplayMode: 'binary' },
    'color-contrast': { id: 'color-contrast', score: null, scoreDisplayMode: 'notApplicable' },
  },
  ...changes,
});

describe('the middle of the runs', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([2935, 1444, 2165, 1612, 2211])).toBe(2165);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it("gives each budget's figure its median over the runs", () => {
    const runs = [
      { tbt: 169, lcp: 2211 },
      { tbt: 327, lcp: 2935 },
      { tbt: 131, lcp: 1444 },
    ];
    expect(medians(runs, [budget('tbt'), budget('lcp')])).toEqual({ tbt: 169, lcp: 2211 });
  });
});

describe('a budget', () => {
  it('holds a score at or above its floor and a time at or below its ceiling', () => {
    expect(meets(budget('performance'), 95)).toBe(true);
    expect(meets(budget('performance'), 94)).toBe(false);
    expect(meets(budget('tbt'), 100)).toBe(true);
    expect(meets(budget('tbt'), 101)).toBe(false);
    expect(meets(budget('cls'), Infinity)).toBe(false);
  });

  it('prints its limit', () => {
    expect(limitText(budget('accessibility'))).toBe('≥ 100');
    expect(limitText(budget('cls'))).toBe('≤ 0.05');
  });
});

describe("a run's figures, read from Lighthouse's report", () => {
  it('gives scores out of 100, whole milliseconds, the shift to three places, failed audits', () => {
    expect(runFigures(report())).toEqual({
      runtimeError: undefined,
      performance: 93,
      accessibility: 100,
      bestPractices: 96,
      lcp: 2165,
      tbt: 245,
      cls: 0.001,
      benchmarkIndex: 1523,
      failing: ['image-alt'],
    });
  });

  it('fails what Lighthouse could not measure or was not asked to score', () => {
    const unscored = report({
      categories: { performance: { score: null } },
      runtimeError: { code: 'NO_NAVSTART', message: 'No navigation start' },
    });
    unscored.audits['total-blocking-time'] = { id: 'total-blocking-time', score: null };
    const figures = runFigures(unscored);
    expect(figures).toMatchObject({
      runtimeError: 'NO_NAVSTART',
      performance: 0,
      accessibility: 0,
    });
    expect(figures.tbt).toBe(Infinity);
    expect(meets(budget('tbt'), figures.tbt)).toBe(false);
  });
});

describe("a page's row of the bench", () => {
  const run = {
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    lcp: 1412,
    tbt: 70,
    cls: 0,
  };

  it('keeps the runs and their medians, and passes when every median meets its budget', () => {
    const runs = [run, { ...run, tbt: 90 }, { ...run, tbt: 400 }];
    const row = pageRow('consumer', '/menu', runs);
    expect(row).toEqual({
      channel: 'consumer',
      path: '/menu',
      median: { ...run, tbt: 90 },
      ok: true,
      runs,
    });
  });

  it('breaches when one median misses, whatever the best run did', () => {
    const runs = [run, { ...run, lcp: 1600 }, { ...run, lcp: 2300 }];
    expect(pageRow('catering', '/', runs).ok).toBe(false);
  });
});
