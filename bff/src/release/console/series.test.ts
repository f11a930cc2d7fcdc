import { ownClient } from '../../telemetry/testing';
import { createTelemetry } from '../../telemetry/telemetry';
import { BUCKET_MS } from '../../telemetry/store';
import { slices, versionSeries } from './series';

const key = (version: string) =>
  ({ environment: 'production', channel: 'default', remote: 'careers', version }) as const;

describe("the console's charts: a version's figures minute by minute", () => {
  it('cuts the time since a canary started into whole minutes, at most sixty slices', () => {
    const start = Date.UTC(2026, 4, 1, 10, 0, 30);
    expect(slices(start, start + 3 * BUCKET_MS)).toEqual(
      [0, 1, 2, 3].map((m) => start - 30_000 + m * BUCKET_MS),
    );
    const day = slices(start, start + 24 * 60 * BUCKET_MS);
    expect(day.length).toBeLessThanOrEqual(60);
    expect(day[1]! - day[0]!).toBe(25 * BUCKET_MS);
  });

  it('gives each slice its own sessions, error rate and p75, not the running sum', async () => {
    let now = Date.UTC(2026, 4, 1, 10, 0, 0);
    const telemetry = createTelemetry({ now: () => now });
    const start = now;
    // Minute 0: four sessions, one with an error; minute 2: two sessions, both with an error.
    for (let i = 0; i < 4; i += 1) {
      await telemetry.store.record(
        key('1.1.0'),
        `a${i}`,
        { error: i === 0, vitals: { LCP: 1000 + i * 100 } },
        now,
        ownClient(`a${i}`),
      );
    }
    now += 2 * BUCKET_MS;
    for (let i = 0; i < 2; i += 1) {
      await telemetry.store.record(
        key('1.1.0'),
        `b${i}`,
        { error: true, vitals: {} },
        now,
        ownClient(`b${i}`),
      );
    }
    const points = await versionSeries(telemetry, key('1.1.0'), slices(start, now));
    expect(points.map((point) => [point.sessions, point.errorRate])).toEqual([
      [4, 0.25],
      [0, null],
      [2, 1],
    ]);
    expect(points[0]!.lcpP75).toBeGreaterThan(1100);
    expect(points[2]!.lcpP75).toBeNull();
    // The same store, read whole, holds what the slices add up to.
    const whole = await telemetry.counts(key('1.1.0'), start);
    expect(whole.sessions).toBe(points.reduce((sum, point) => sum + point.sessions, 0));
  });
});
