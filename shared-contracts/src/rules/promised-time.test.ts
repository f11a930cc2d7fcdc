import { formatPromised } from './promised-time';

const plain = (text: string) => text.replace(/\s/g, ' ');
const EVENING = '2026-11-23T18:15:00-05:00';

describe('a promised time, as the page and the e-mail write it', () => {
  it('carries the restaurant zone’s short name, and the day', () => {
    expect(plain(formatPromised(EVENING, 'America/New_York', 'en-US'))).toBe(
      'Mon, Nov 23, 6:15 PM EST',
    );
    expect(plain(formatPromised(EVENING, 'America/New_York', 'es'))).toBe(
      'lun, 23 de nov, 6:15 p.m. EST',
    );
    // Another restaurant's zone, and summer time.
    expect(plain(formatPromised(EVENING, 'America/Chicago', 'en-US'))).toBe(
      'Mon, Nov 23, 5:15 PM CST',
    );
    expect(plain(formatPromised('2026-06-04T12:30:00-04:00', 'America/New_York', 'en-US'))).toBe(
      'Thu, Jun 4, 12:30 PM EDT',
    );
  });

  it('leaves the day out on the same day in the restaurant’s zone, when read now', () => {
    const sameDay = Date.parse('2026-11-23T09:00:00-05:00');
    expect(plain(formatPromised(EVENING, 'America/New_York', 'en-US', sameDay))).toBe(
      '6:15 PM EST',
    );
    // 11:30 PM on the 22nd in Raleigh is already the 23rd in UTC: still another day there.
    const dayBefore = Date.parse('2026-11-22T23:30:00-05:00');
    expect(plain(formatPromised(EVENING, 'America/New_York', 'es', dayBefore))).toBe(
      'lun, 23 de nov, 6:15 p.m. EST',
    );
  });

  it('falls back to the default zone for one Intl does not know, and keeps a non-time', () => {
    expect(plain(formatPromised(EVENING, 'Nowhere/Atlantis', 'en-US'))).toBe(
      'Mon, Nov 23, 6:15 PM EST',
    );
    expect(formatPromised('soon', 'America/New_York', 'en-US')).toBe('soon');
  });
});
