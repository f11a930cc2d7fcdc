import {
  formatClock,
  formatDayTime,
  formatWhen,
  linesLimitingTimes,
  zoneName,
} from './handoff-time';
import { BREAKFAST_MENU as menu, BREAKFAST_TIMES as times } from '@qsr/shared-contracts/testing';

const zone = 'America/New_York';

describe('times in the restaurant’s zone', () => {
  it('formats a time in the restaurant’s zone, whatever its offset', () => {
    expect(formatClock('2026-11-23T00:45:00Z', zone, 'en-US')).toBe('7:45 PM');
    expect(formatDayTime('2026-11-22T19:45:00-05:00', zone, 'en-US')).toBe('Sun, Nov 22, 7:45 PM');
  });

  it('says the day when it is not today in the restaurant’s zone', () => {
    const now = Date.parse('2026-11-22T23:30:00-05:00');
    expect(formatWhen('2026-11-22T23:45:00-05:00', zone, 'en-US', now)).toBe('11:45 PM');
    expect(formatWhen('2026-11-23T06:15:00-05:00', zone, 'en-US', now)).toBe(
      'Mon, Nov 23, 6:15 AM',
    );
  });

  it('names the zone as the note under the times reads it', () => {
    expect(zoneName(zone, 'en-US', Date.parse('2026-11-22T12:00:00Z'))).toBe('EST');
    expect(zoneName(zone, 'en-US', Date.parse('2026-07-01T12:00:00Z'))).toBe('EDT');
  });

  it('makes each formatter once, however often the checkout renders its times', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 20; i += 1) formatClock('2026-11-23T00:45:00Z', 'America/Denver', 'es');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });

  it('shows a time that is not one as it came, rather than failing', () => {
    expect(formatClock('soon', zone, 'en-US')).toBe('soon');
  });

  it('speaks Spanish', () => {
    expect(formatDayTime('2026-11-22T19:45:00-05:00', zone, 'es')).toMatch(/dom/);
  });

  it('names the box’s lines whose daypart shortens the list, by the shared rule', () => {
    // The list says which lines shortened it: the breakfast one only.
    const box = [
      { product_id: 2, name: 'Tenders' },
      { product_id: 1, name: 'Ham Biscuit' },
      { product_id: 3, name: 'Sweet Corn' },
    ];
    expect(linesLimitingTimes(box, menu, zone, times).map((line) => line.name)).toEqual([
      'Ham Biscuit',
    ]);
    expect(linesLimitingTimes(box, menu, zone, times.slice(0, 1))).toEqual([]);
  });
});
