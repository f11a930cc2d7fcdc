/**
 * The pure parts of `npm run bench:scale` (scripts/budgets/scale-bench.mjs): in what order the
 * two sizes are measured, and what the figures say against the goal and the Lighthouse budgets.
 */

/**
 * The order of the sizes in each of `rounds` short rounds: every size once a round, the first
 * one turning each round (small, chain; chain, small; …), so that load growing or easing during
 * a round favours neither size, and the machine's load hits both alike.
 */
export function interleavedRounds<Size>(sizes: readonly Size[], rounds: number): Size[][] {
  return Array.from({ length: rounds }, (_, round) =>
    sizes.map((_, i) => sizes[(i + round) % sizes.length] as Size),
  );
}

/** `total` calls shared out over `rounds` rounds as evenly as they go (the first ones one more). */
export function callsPerRound(total: number, rounds: number): number[] {
  return Array.from(
    { length: rounds },
    (_, round) => Math.floor(total / rounds) + (round < total % rounds ? 1 : 0),
  );
}

export interface CostGoal {
  /** No figure at chain size above this many times its small value. */
  ratio: number;
  /** Figures under this on both sides count as met: a millisecond's jitter is not growth. */
  floorMs: number;
}

export const FLAT_GOAL: CostGoal = { ratio: 1.5, floorMs: 5 };

export interface CostRow {
  name: string;
  small: number;
  large: number;
  ratio: number;
  met: boolean;
}

/**
 * Each figure at both sizes, its ratio, and whether it meets the goal. `floors` gives a figure a
 * floor of its own instead of the goal's: where one run's spread is larger than the figure.
 */
export function judgeCosts(
  small: Record<string, number>,
  large: Record<string, number>,
  goal: CostGoal = FLAT_GOAL,
  floors: Record<string, number> = {},
): CostRow[] {
  return Object.keys(small).map((name) => {
    const a = small[name] as number;
    const b = large[name];
    if (b === undefined) throw new Error(`${name} was measured at the small size only`);
    const ratio = a > 0 ? b / a : b > 0 ? Infinity : 1;
    const floor = floors[name] ?? goal.floorMs;
    const met = ratio <= goal.ratio || (a < floor && b < floor);
    return { name, small: a, large: b, ratio, met };
  });
}

export interface Budget {
  key: string;
  label: string;
  min?: number;
  max?: number;
}

/** The budgets a page's medians miss, as `<size> <page> <budget> <value>`. */
export function budgetBreaches(
  size: string,
  medians: Record<string, Record<string, number>>,
  budgets: readonly Budget[],
): string[] {
  return Object.entries(medians).flatMap(([page, figures]) =>
    budgets
      .filter((b) => {
        const value = figures[b.key] ?? NaN;
        // A figure Lighthouse could not give counts as missed, never as met.
        if (Number.isNaN(value)) return true;
        return b.min !== undefined ? value < b.min : value > (b.max ?? Infinity);
      })
      .map((b) => `${size} ${page} ${b.label} ${figures[b.key]}`),
  );
}
