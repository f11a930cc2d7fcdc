import {
  budgetBreaches,
  callsPerRound,
  FLAT_GOAL,
  interleavedRounds,
  judgeCosts,
} from './cost-against-size';

describe('cost against size: the interleaving', () => {
  it('measures both sizes in every round, the first one turning each round', () => {
    expect(interleavedRounds(['small', 'chain'], 4)).toEqual([
      ['small', 'chain'],
      ['chain', 'small'],
      ['small', 'chain'],
      ['chain', 'small'],
    ]);
  });

  it('lets each size go first equally often over an even number of rounds', () => {
    const rounds = interleavedRounds(['small', 'chain'], 10);
    expect(rounds.filter(([first]) => first === 'small')).toHaveLength(5);
    for (const round of rounds) expect([...round].sort()).toEqual(['chain', 'small']);
  });

  it('shares a figure’s calls out over the rounds, none lost', () => {
    expect(callsPerRound(200, 10)).toEqual(Array(10).fill(20));
    expect(callsPerRound(50, 8)).toEqual([7, 7, 6, 6, 6, 6, 6, 6]);
    expect(callsPerRound(3, 5)).toEqual([1, 1, 1, 0, 0]);
    for (const [total, rounds] of [
      [200, 10],
      [50, 8],
      [7, 3],
    ] as const) {
      expect(callsPerRound(total, rounds).reduce((sum, calls) => sum + calls, 0)).toBe(total);
    }
  });
});

describe('cost against size: the goal', () => {
  it('meets the flat goal up to 1.5 × the small value, and misses it above', () => {
    const rows = judgeCosts(
      { 'search p95 ms': 10, 'history p95 ms': 10, 'LCP ms': 2000 },
      { 'search p95 ms': 15, 'history p95 ms': 15.1, 'LCP ms': 1800 },
    );
    expect(rows).toEqual([
      { name: 'search p95 ms', small: 10, large: 15, ratio: 1.5, met: true },
      { name: 'history p95 ms', small: 10, large: 15.1, ratio: expect.closeTo(1.51), met: false },
      { name: 'LCP ms', small: 2000, large: 1800, ratio: 0.9, met: true },
    ]);
  });

  it('counts figures under 5 ms at both sizes as met, however their ratio', () => {
    const [jitter, grown] = judgeCosts(
      { 'a p50 ms': 1, 'b p50 ms': 1 },
      { 'a p50 ms': 4.9, 'b p50 ms': 5 },
    );
    expect(jitter).toMatchObject({ ratio: 4.9, met: true });
    expect(grown).toMatchObject({ ratio: 5, met: false });
  });

  it('never meets a figure that grew from nothing, and meets one that stayed at nothing', () => {
    const [grew, stayed] = judgeCosts(
      { 'TBT ms': 0, 'b TBT ms': 0 },
      { 'TBT ms': 40, 'b TBT ms': 0 },
    );
    expect(grew).toMatchObject({ ratio: Infinity, met: false });
    expect(stayed).toMatchObject({ ratio: 1, met: true });
  });

  it('judges a figure with a floor of its own by that floor, the others by 5 ms', () => {
    const floors = { '/menu TBT ms (Lighthouse)': 75 };
    const [withinSpread, withoutFloor] = judgeCosts(
      { '/menu TBT ms (Lighthouse)': 17, 'x p50 ms': 1 },
      { '/menu TBT ms (Lighthouse)': 63, 'x p50 ms': 6 },
      FLAT_GOAL,
      floors,
    );
    expect(withinSpread).toMatchObject({ ratio: expect.closeTo(3.71), met: true });
    expect(withoutFloor).toMatchObject({ ratio: 6, met: false });
    // Over the floor on one side, the ratio is judged.
    const [grown] = judgeCosts(
      { '/menu TBT ms (Lighthouse)': 40 },
      { '/menu TBT ms (Lighthouse)': 80 },
      FLAT_GOAL,
      floors,
    );
    expect(grown).toMatchObject({ ratio: 2, met: false });
  });

  it('refuses a figure measured at one size only', () => {
    expect(() => judgeCosts({ 'x ms': 1 }, {})).toThrow('x ms was measured at the small size only');
  });
});

describe('cost against size: the Lighthouse budgets', () => {
  const budgets = [
    { key: 'performance', label: 'performance', min: 95 },
    { key: 'lcp', label: 'LCP ms', max: 2000 },
  ];

  it('names each budget a page misses, at its size', () => {
    expect(
      budgetBreaches(
        'chain',
        {
          '/locations': { performance: 80, lcp: 3600 },
          '/menu': { performance: 95, lcp: 2000 },
        },
        budgets,
      ),
    ).toEqual(['chain /locations performance 80', 'chain /locations LCP ms 3600']);
  });

  it('counts a figure Lighthouse could not give as missed', () => {
    expect(budgetBreaches('fixtures', { '/menu': { performance: 99 } }, budgets)).toEqual([
      'fixtures /menu LCP ms undefined',
    ]);
  });
});
