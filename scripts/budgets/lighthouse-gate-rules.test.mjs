import { describe, expect, it } from '@jest/globals';
import { GATE_BUDGETS, GOAL_BUDGETS, gateBreaches, gateVerdict } from './lighthouse-gate-rules.mjs';

const reference = { tbt: 30, lcp: 640, performance: 100 };
const limit = (key) => GATE_BUDGETS.find((budget) => budget.key === key);

describe('the Lighthouse gate judges a page against the reference of its run', () => {
  it('passes a page within every budget, up to the limit itself', () => {
    const page = {
      tbt: 30 + limit('tbt').over,
      lcp: 640 + limit('lcp').over,
      performance: 100 - limit('performance').under,
    };
    expect(gateBreaches(reference, page)).toEqual([]);
  });

  it('fails a page whose blocking time is over the reference by more than its limit', () => {
    const breaches = gateBreaches(reference, {
      tbt: 31 + limit('tbt').over,
      lcp: 900,
      performance: 99,
    });
    expect(breaches.map((b) => b.key)).toEqual(['tbt']);
    expect(breaches[0]).toMatchObject({ page: 31 + limit('tbt').over, reference: 30 });
  });

  it('fails a late largest paint and a low score', () => {
    const breaches = gateBreaches(reference, {
      tbt: 40,
      lcp: 641 + limit('lcp').over,
      performance: 99 - limit('performance').under,
    });
    expect(breaches.map((b) => b.key)).toEqual(['lcp', 'performance']);
  });

  it('judges against the reference: a slow machine that slowed both fails nothing', () => {
    const slowMachine = { tbt: 400, lcp: 1400, performance: 80 };
    expect(gateBreaches(slowMachine, { tbt: 480, lcp: 2200, performance: 78 })).toEqual([]);
  });

  it('fails a figure Lighthouse could not measure rather than passing it', () => {
    const page = { tbt: Number.NaN, lcp: 700, performance: 99 };
    expect(gateBreaches(reference, page)).toHaveLength(1);
  });

  it('holds the goals (TBT ≤ ref + 100, LCP ≤ ref + 900, score ≥ ref − 5) as the tighter budgets', () => {
    expect(gateBreaches(reference, { tbt: 130, lcp: 1540, performance: 95 }, GOAL_BUDGETS)).toEqual(
      [],
    );
    const over = gateBreaches(reference, { tbt: 131, lcp: 1541, performance: 94 }, GOAL_BUDGETS);
    expect(over.map((b) => b.key)).toEqual(['tbt', 'lcp', 'performance']);
    for (const budget of GATE_BUDGETS) {
      const goal = GOAL_BUDGETS.find((b) => b.key === budget.key);
      expect(goal.over ?? goal.under).toBeLessThanOrEqual(budget.over ?? budget.under);
    }
  });
});

describe("a page's verdict from its runs", () => {
  it('judges the median of its runs, naming the goals it misses yet', () => {
    const runs = [
      { tbt: 250, lcp: 900, performance: 92 },
      { tbt: 900, lcp: 2000, performance: 70 },
      { tbt: 200, lcp: 800, performance: 96 },
    ];
    expect(gateVerdict('consumer /menu', reference, runs)).toEqual({
      label: 'consumer /menu',
      median: { tbt: 250, lcp: 900, performance: 92 },
      breaches: [],
      goalMisses: ['tbt', 'performance'],
    });
  });

  it('breaches on the median: one slow run alone does not', () => {
    const fast = { tbt: 100, lcp: 700, performance: 90 };
    const slow = { tbt: 900, lcp: 700, performance: 90 };
    expect(gateVerdict('catering /', reference, [slow, fast, fast]).breaches).toEqual([]);
    const breaches = gateVerdict('catering /', reference, [slow, slow, fast]).breaches;
    expect(breaches.map((b) => b.key)).toEqual(['tbt']);
  });
});
