import { differenceBounds, mixtureRadius } from './mixture-sequence';

describe('the normal-mixture confidence sequence', () => {
  it('is the mSPRT read as an interval: at θ̂ = r the mixture likelihood ratio is 1/α', () => {
    const [variance, alpha, tau] = [1e-4, 0.05 / 3, 0.02];
    const radius = mixtureRadius(variance, alpha, tau);
    const tau2 = tau * tau;
    const logRatio =
      0.5 * Math.log(variance / (variance + tau2)) +
      (tau2 * radius * radius) / (2 * variance * (variance + tau2));
    expect(logRatio).toBeCloseTo(Math.log(1 / alpha), 10);
  });

  it('matches the boundary formula on a worked case', () => {
    // V = 1e-4, τ² = 4e-4, α = 0.05: r = √(1e-4 · 5e-4/4e-4 · (2·ln 20 + ln 5)) = √(1.25e-4 · 7.6009).
    expect(mixtureRadius(1e-4, 0.05, 0.02)).toBeCloseTo(Math.sqrt(1.25e-4 * 7.600902), 8);
  });

  it('narrows as sessions come, but more slowly than a fixed-sample interval', () => {
    const radii = [1e3, 1e4, 1e5, 1e6].map((n) => mixtureRadius(0.02 / n, 0.05, 0.02));
    radii.reduce((previous, radius) => (expect(radius).toBeLessThan(previous), radius));
    // A fixed-sample 95 % interval at n = 1e6 would be 1.96·√V; this one pays for every look.
    expect(radii[3]! / (1.96 * Math.sqrt(0.02 / 1e6))).toBeGreaterThan(1.5);
  });

  it('centres on the raw difference, its variance from shares shrunk by one event each', () => {
    const bounds = differenceBounds(
      { sessions: 1000, count: 20 },
      { sessions: 100, count: 0 },
      0.05,
      0.02,
    );
    expect(bounds.difference).toBeCloseTo(-0.02, 12);
    const shrunk = (count: number, n: number) =>
      (((count + 1) / (n + 2)) * (1 - (count + 1) / (n + 2))) / n;
    expect(bounds.variance).toBeCloseTo(shrunk(20, 1000) + shrunk(0, 100), 12);
    expect(bounds.upper).toBeGreaterThan(0);
  });

  it('knows nothing before both versions have sessions', () => {
    expect(
      differenceBounds({ sessions: 0, count: 0 }, { sessions: 10, count: 1 }, 0.05, 0.02),
    ).toEqual({ difference: 0, variance: Infinity, radius: Infinity, lower: -1, upper: 1 });
  });
});
