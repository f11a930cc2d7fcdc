import { dateTimeFormat, formatCalendarDate, formatDate, intlLocale } from './dates';

describe('dates as the site writes them', () => {
  it('writes a calendar date on its own day, in English and Spanish, medium and long', () => {
    expect(formatCalendarDate('2026-11-23', 'en-US', 'medium')).toBe('Nov 23, 2026');
    expect(formatCalendarDate('2026-11-23', 'en-US', 'long')).toBe('November 23, 2026');
    expect(formatCalendarDate('2026-01-01', 'es', 'long')).toBe('1 de enero de 2026');
  });

  it('writes Spanish as it is written in the United States: a 12-hour clock (§4.11)', () => {
    expect(intlLocale('es')).toBe('es-US');
    expect(intlLocale('en-US')).toBe('en-US');
    const clock = dateTimeFormat(intlLocale('es'), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    expect(clock.format(Date.UTC(2026, 0, 1, 18, 5)).replace(/\s/g, ' ')).toBe('6:05 p.m.');
  });

  it('writes a moment in the zone given, else the browser’s', () => {
    const lateEvening = new Date('2026-11-24T03:30:00Z');
    expect(formatDate(lateEvening, 'en-US', 'medium', 'America/New_York')).toBe('Nov 23, 2026');
    expect(formatDate(lateEvening, 'en-US', 'medium', 'UTC')).toBe('Nov 24, 2026');
    expect(formatDate(lateEvening, 'en-US', 'medium')).toBe(
      lateEvening.toLocaleDateString('en-US', { dateStyle: 'medium' }),
    );
  });

  it('makes one formatter per language, length and zone', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 20; i += 1) formatCalendarDate(`2026-03-${10 + i}`, 'es', 'medium');
      formatDate(new Date(), 'es', 'medium', 'America/Chicago');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('gives the same formatter for the same locale and options, and refuses an unknown zone', () => {
    expect(dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/Chicago' })).toBe(
      dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/Chicago' }),
    );
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
