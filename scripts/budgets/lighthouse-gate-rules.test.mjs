import { describe, expect, it } from '@jest/globals';
import { gateBreaches } from './lighthouse-gate-rules.mjs';

const reference = { tbt: 30, lcp: 640, performance: 100 };

describe('the Lighthouse gate judges a page against the reference of its run', () => {
  it('passes a page within every budget, up to the limit itself', () => {
    expect(gateBreaches(reference, { tbt: 130, lcp: 1540, performance: 95 })).toEqual([]);
  });

  it('fails a page whose blocking time is over the reference by more than 100 ms', () => {
    const breaches = gateBreaches(reference, { tbt: 131, lcp: 900, performance: 99 });
    expect(breaches.map((b) => b.key)).toEqual(['tbt']);
    expect(breaches[0]).toMatchObject({ page: 131, reference: 30 });
  });

  it('fails a late largest paint and a low score', () => {
    const breaches = gateBreaches(reference, { tbt: 40, lcp: 1600, performance: 94 });
    expect(breaches.map((b) => b.key)).toEqual(['lcp', 'performance']);
  });

  it('judges against the reference: a slow machine that slowed both fails nothing', () => {
    const slowMachine = { tbt: 400, lcp: 1400, performance: 80 };
    expect(gateBreaches(slowMachine, { tbt: 480, lcp: 2200, performance: 78 })).toEqual([]);
  });

  it('fails a figure Lighthouse could not measure rather than passing it', () => {
    expect(gateBreaches(reference, { tbt: Number.NaN, lcp: 700, performance: 99 })).toHaveLength(1);
  });
});
