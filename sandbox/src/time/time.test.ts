import { firstSlot, isSlot, openPeriods, slotsBetween } from './hours';
import { earliestFor, leadFits } from './lead';
import {
  createdStamp,
  isoInZone,
  offsetMinutes,
  parseIso,
  zonedParts,
  zonedToEpoch,
} from './zoned';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('reads wall-clock parts and offsets across DST', () => {
    const summer = Date.UTC(2025, 5, 4, 16, 0);
    expect(zonedParts(summer, NY)).toEqual({
      year: 2025,
      month: 6,
      day: 4,
      hour: 12,
      minute: 0,
      weekday: 3,
    });
    expect(offsetMinutes(summer, NY)).toBe(-240);
    expect(offsetMinutes(Date.UTC(2025, 0, 15, 12), NY)).toBe(-300);
    expect(offsetMinutes(summer, 'America/Chicago')).toBe(-300);
  });

  it('turns a wall-clock time into an instant, also on DST days', () => {
    expect(zonedToEpoch({ year: 2025, month: 6, day: 4 }, 12 * 60, NY)).toBe(
      Date.UTC(2025, 5, 4, 16),
    );
    expect(zonedToEpoch({ year: 2025, month: 3, day: 9 }, 12 * 60, NY)).toBe(
      Date.UTC(2025, 2, 9, 16),
    );
    expect(zonedToEpoch({ year: 2025, month: 11, day: 2 }, 12 * 60, NY)).toBe(
      Date.UTC(2025, 10, 2, 17),
    );
  });

  it('formats ISO with offset and the §3 created stamp', () => {
    const t = Date.UTC(2025, 0, 5, 14, 7);
    expect(isoInZone(t, NY)).toBe('2025-01-05T09:07:00-05:00');
    expect(createdStamp(t, NY)).toBe('20250105 09:07');
    expect(parseIso('2025-01-05T09:07:00-05:00')).toBe(t);
    expect(parseIso('2025-01-05')).toBeUndefined();
  });
});

describe('opening hours', () => {
  const hours = [
    { day: 5, open: '06:00', close: '01:00' },
    { day: 6, open: '06:00', close: '01:00' },
  ];

  it('runs past midnight when close is before open', () => {
    const friday = Date.UTC(2025, 5, 6, 16);
    const periods = openPeriods(hours, NY, friday, friday);
    expect(periods.map((p) => [isoInZone(p.open, NY), isoInZone(p.close, NY)])).toEqual([
      ['2025-06-06T06:00:00-04:00', '2025-06-07T01:00:00-04:00'],
    ]);
    expect(isSlot(hours, NY, Date.UTC(2025, 5, 7, 4, 45))).toBe(true);
    expect(isSlot(hours, NY, Date.UTC(2025, 5, 7, 5, 0))).toBe(false);
  });

  it('finds the first slot after a closed stretch', () => {
    const wednesday = Date.UTC(2025, 5, 4, 16);
    expect(isoInZone(firstSlot(hours, NY, wednesday) as number, NY)).toBe(
      '2025-06-06T06:15:00-04:00',
    );
    expect(firstSlot([], NY, wednesday)).toBeUndefined();
    expect(slotsBetween(hours, NY, wednesday, wednesday + 3600_000, wednesday)).toEqual([]);
  });
});

describe('the earliest time: the kitchen’s lead counts while it is open', () => {
  // Every day 6:30 AM – 10:00 PM in New York; 4 June 2025 is a Wednesday (UTC−4).
  const restaurant = {
    timezone: NY,
    hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '06:30', close: '22:00' })),
  };
  const at = (hour: number, minute = 0) => Date.UTC(2025, 5, 4, hour + 4, minute);
  const earliest = (channel: 'default' | 'catering', handoff: 'pickup' | 'dispatch', now: number) =>
    isoInZone(earliestFor(restaurant, channel, handoff, now) as number, NY);

  it('closed now: pickup, delivery and catering each count their lead from the opening', () => {
    const night = at(3);
    expect(earliest('default', 'pickup', night)).toBe('2025-06-04T06:45:00-04:00');
    expect(earliest('default', 'dispatch', night)).toBe('2025-06-04T07:15:00-04:00');
    expect(earliest('catering', 'pickup', night)).toBe('2025-06-04T08:30:00-04:00');
  });

  it('open now: from now; a lead that runs past closing counts again from the next opening', () => {
    expect(earliest('default', 'pickup', at(12, 2))).toBe('2025-06-04T12:30:00-04:00');
    expect(earliest('default', 'dispatch', at(12, 2))).toBe('2025-06-04T12:45:00-04:00');
    expect(earliest('catering', 'pickup', at(12, 2))).toBe('2025-06-04T14:15:00-04:00');
    expect(earliest('catering', 'pickup', at(20, 30))).toBe('2025-06-05T08:30:00-04:00');
    expect(earliest('default', 'dispatch', at(21, 30))).toBe('2025-06-05T07:15:00-04:00');
  });

  it('a later day’s times keep the same lead from that day’s opening', () => {
    const thursday = (hour: number, minute = 0) => Date.UTC(2025, 5, 5, hour + 4, minute);
    expect(leadFits(restaurant, 'default', 'pickup', thursday(6, 45))).toBe(true);
    expect(leadFits(restaurant, 'default', 'dispatch', thursday(7))).toBe(false);
    expect(leadFits(restaurant, 'default', 'dispatch', thursday(7, 15))).toBe(true);
    expect(leadFits(restaurant, 'catering', 'pickup', thursday(8, 15))).toBe(false);
    expect(leadFits(restaurant, 'catering', 'pickup', thursday(8, 30))).toBe(true);
    expect(leadFits(restaurant, 'catering', 'pickup', thursday(23))).toBe(false);
  });
});
