import { LOADER_DURATION_MS, loaderProgress } from './loader-progress';

describe('§2.2 §9 loader bar progress', () => {
  it('starts near zero', () =>
    expect(loaderProgress({ elapsedMs: 0, started: 1, pending: 1 })).toBe(0));
  it('creeps with time over the 5000 ms duration, never to the end', () => {
    expect(loaderProgress({ elapsedMs: LOADER_DURATION_MS / 2, started: 1, pending: 1 })).toBe(
      0.45,
    );
    expect(loaderProgress({ elapsedMs: LOADER_DURATION_MS * 3, started: 1, pending: 1 })).toBe(0.9);
  });
  it('aggregates finished requests', () => {
    expect(loaderProgress({ elapsedMs: 0, started: 4, pending: 1 })).toBeCloseTo(0.675);
  });
  it('is complete when nothing is in flight', () =>
    expect(loaderProgress({ elapsedMs: 10, started: 3, pending: 0 })).toBe(1));
});
