import { cutoffChoices } from './cutoff-choices';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('cutoffChoices', () => {
  it('offers the next four hours by the quarter for an order as soon as possible', () => {
    const { times, chosen } = cutoffChoices(at('2026-12-02T15:07:00Z'), { mode: 'asap' as const });
    expect(iso(times[0] as number)).toBe('2026-12-02T15:30:00.000Z');
    expect(iso(times.at(-1) as number)).toBe('2026-12-02T19:30:00.000Z');
    expect(times).toHaveLength(17);
    expect(iso(chosen)).toBe('2026-12-02T15:45:00.000Z');
  });

  it('ends 15 minutes before a scheduled time, offering 45 minutes before it first', () => {
    const { times, chosen } = cutoffChoices(at('2026-12-02T15:00:00Z'), {
      mode: 'scheduled',
      wanted: '2026-12-02T18:00:00Z',
    });
    expect(iso(times[0] as number)).toBe('2026-12-02T15:15:00.000Z');
    expect(iso(times.at(-1) as number)).toBe('2026-12-02T17:45:00.000Z');
    expect(iso(chosen)).toBe('2026-12-02T17:15:00.000Z');
  });

  it('offers at most the 8 hours before a time days ahead', () => {
    const { times } = cutoffChoices(at('2026-12-02T15:00:00Z'), {
      mode: 'scheduled',
      wanted: '2026-12-05T18:00:00Z',
    });
    expect(iso(times[0] as number)).toBe('2026-12-05T09:45:00.000Z');
    expect(times).toHaveLength(33);
  });

  it('still offers the earliest cutoff when the order is due sooner', () => {
    const { times, chosen } = cutoffChoices(at('2026-12-02T15:00:00Z'), {
      mode: 'scheduled',
      wanted: '2026-12-02T15:20:00Z',
    });
    expect(times.map(iso)).toEqual(['2026-12-02T15:15:00.000Z']);
    expect(iso(chosen)).toBe('2026-12-02T15:15:00.000Z');
  });
});
