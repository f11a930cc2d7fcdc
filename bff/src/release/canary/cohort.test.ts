import { DEFAULT_STAGES, type Canary } from './canary-pin';
import { cohortIdOf, cohortPosition, newCohortId, servesCanary } from './cohort';

const canary = (stage: number, version = '1.5.0'): Canary => ({
  version,
  stages: [...DEFAULT_STAGES],
  stage,
  advance: 'auto',
  paused: false,
  since: '',
  stageSince: '',
  by: 'alice',
});

const visitors = Array.from({ length: 20_000 }, () => newCohortId());

describe('cohorts', () => {
  it('serves the canary to about its share of visitors, stage by stage', () => {
    for (const [stage, share] of [
      [0, 5],
      [1, 25],
      [2, 50],
    ] as const) {
      const served = visitors.filter((id) => servesCanary(id, 'checkout', canary(stage))).length;
      // 20,000 visitors: the share within 1.5 points (over 4 standard deviations at 50 %).
      expect(Math.abs((100 * served) / visitors.length - share)).toBeLessThan(1.5);
    }
  });

  it('keeps every visitor a stage had when the next one comes: no one goes back to the pin', () => {
    const at = (stage: number) =>
      new Set(visitors.filter((id) => servesCanary(id, 'checkout', canary(stage))));
    const [five, quarter, half] = [at(0), at(1), at(2)];
    expect([...five].every((id) => quarter.has(id))).toBe(true);
    expect([...quarter].every((id) => half.has(id))).toBe(true);
  });

  it("the same visitor, the same answer; another remote's or version's canary, other visitors", () => {
    const id = visitors[0]!;
    expect(cohortPosition(id, 'checkout', '1.5.0')).toBe(cohortPosition(id, 'checkout', '1.5.0'));
    const inBoth = (a: (id: string) => boolean, b: (id: string) => boolean) =>
      visitors.filter((visitor) => a(visitor) && b(visitor)).length / visitors.length;
    const checkout = (visitor: string) => servesCanary(visitor, 'checkout', canary(1));
    const careers = (visitor: string) => servesCanary(visitor, 'careers', canary(1));
    const next = (visitor: string) => servesCanary(visitor, 'checkout', canary(1, '1.6.0'));
    // Independent choices: a quarter of a quarter, not a quarter.
    expect(inBoth(checkout, careers)).toBeLessThan(0.09);
    expect(inBoth(checkout, next)).toBeLessThan(0.09);
  });

  it('accepts only an id the BFF could have given; no id, no canary', () => {
    expect(cohortIdOf(newCohortId())).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const value of ['', 'abc', `${newCohortId()}x`, 'a'.repeat(21) + '/', 42, undefined]) {
      expect(cohortIdOf(value)).toBeUndefined();
    }
    expect(servesCanary(undefined, 'checkout', canary(2))).toBe(false);
  });
});
