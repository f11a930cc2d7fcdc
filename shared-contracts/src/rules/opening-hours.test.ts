import { closesBefore, formatClock, openStatus, restaurantClock } from './opening-hours';

const NEW_YORK = 'America/New_York';
const standard = {
  timezone: NEW_YORK,
  hours: [
    { day: 1, open: '06:00', close: '22:00' },
    { day: 5, open: '06:00', close: '01:00' },
    { day: 6, open: '06:00', close: '01:00' },
  ],
};

describe('restaurantClock', () => {
  it('reads the weekday and minutes on the restaurant clock', () => {
    // Monday 2026-11-23 15:30 UTC is 10:30 in New York.
    expect(restaurantClock(new Date('2026-11-23T15:30:00Z'), NEW_YORK)).toEqual({
      day: 1,
      minutes: 630,
    });
  });
});

describe('openStatus', () => {
  it('is open inside the hours and closed outside them', () => {
    expect(openStatus(standard, new Date('2026-11-23T15:30:00Z'))).toEqual({
      open: true,
      today: standard.hours[0],
    });
    // 23:30 New York on Monday.
    expect(openStatus(standard, new Date('2026-11-24T04:30:00Z'))?.open).toBe(false);
    // 05:59 is before opening.
    expect(openStatus(standard, new Date('2026-11-23T10:59:00Z'))?.open).toBe(false);
  });

  it('keeps a late-night restaurant open past midnight, into the next day', () => {
    // Saturday 00:30 New York: Friday's hours run until 01:00.
    expect(openStatus(standard, new Date('2026-11-28T05:30:00Z'))?.open).toBe(true);
    // Saturday 01:30: closed until 06:00.
    expect(openStatus(standard, new Date('2026-11-28T06:30:00Z'))?.open).toBe(false);
  });

  it('is closed on a weekday without hours', () => {
    // Sunday 12:00 New York.
    expect(openStatus(standard, new Date('2026-11-29T17:00:00Z'))).toEqual({
      open: false,
      today: null,
    });
  });

  it('knows nothing without hours', () => {
    expect(openStatus({ timezone: NEW_YORK }, new Date())).toBeNull();
  });
});

describe('closesBefore', () => {
  const at = (iso: string) => new Date(iso);

  it('is false inside one opening and true when the time is past its close', () => {
    // Monday 20:40 New York; open until 22:00.
    const evening = at('2026-11-24T01:40:00Z');
    expect(closesBefore(standard, evening, at('2026-11-24T02:30:00Z'))).toBe(false);
    expect(closesBefore(standard, evening, at('2026-11-24T03:15:00Z'))).toBe(true);
    // Closed now: the order waits, however near the time.
    expect(closesBefore(standard, at('2026-11-24T04:30:00Z'), at('2026-11-24T04:45:00Z'))).toBe(
      true,
    );
  });

  it('follows a late night past midnight, and an opening that runs into the next', () => {
    // Friday 23:50 New York until Saturday 00:40: Friday's hours run until 01:00.
    expect(closesBefore(standard, at('2026-11-28T04:50:00Z'), at('2026-11-28T05:40:00Z'))).toBe(
      false,
    );
    const allNight = {
      timezone: NEW_YORK,
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })),
    };
    expect(closesBefore(allNight, at('2026-11-24T04:50:00Z'), at('2026-11-26T06:00:00Z'))).toBe(
      false,
    );
  });

  it('knows of no closing without hours', () => {
    expect(closesBefore({ timezone: NEW_YORK }, at('2026-11-24T04:30:00Z'), new Date())).toBe(
      false,
    );
  });
});

describe('formatClock', () => {
  it('reads a 24 h time on a 12 h clock', () => {
    expect(['06:00', '00:30', '12:00', '22:05', '01:00'].map((time) => formatClock(time))).toEqual([
      '6:00 AM',
      '12:30 AM',
      '12:00 PM',
      '10:05 PM',
      '1:00 AM',
    ]);
  });
  it('in Spanish, as the checkout writes its times (§4.11)', () => {
    expect(
      ['06:00', '12:30', '22:05'].map((time) => formatClock(time, 'es').replace(/\s/g, ' ')),
    ).toEqual(['6:00 a.m.', '12:30 p.m.', '10:05 p.m.']);
  });
});
