import { aLocation } from '../testing/fixtures';
import { orderWhenText } from './order-when';

const zone = 'America/New_York';
// Mon, Nov 23 2026, 12:00 PM in New York.
const noon = Date.parse('2026-11-23T12:00:00-05:00');
const open = aLocation({ timezone: zone, hours: [{ day: 1, open: '06:00', close: '22:00' }] });
const closed = aLocation({ timezone: zone, hours: [{ day: 2, open: '06:00', close: '07:00' }] });

describe('as soon as possible', () => {
  const soon = { mode: 'asap' as const, earliest: '2026-11-24T06:15:00-05:00' };

  it('is "as soon as it opens" while the restaurant is closed on its own clock', () => {
    expect(orderWhenText(soon, closed, 'en-US', noon)).toBe(
      'As soon as it opens (about Tue, Nov 24, 6:15 AM EST)',
    );
    expect(orderWhenText(soon, null, 'es', noon)).toBe(
      'Lo antes posible (aprox. mar, 24 de nov, 6:15 a.m. EST)',
    );
  });

  it('is "as soon as it opens" when the restaurant closes before the earliest time', () => {
    // Open until 10 PM today: tomorrow's 6:15 AM waits for the next opening.
    expect(orderWhenText(soon, open, 'en-US', noon)).toBe(
      'As soon as it opens (about Tue, Nov 24, 6:15 AM EST)',
    );
    expect(orderWhenText(soon, open, 'es', noon)).toBe(
      'En cuanto abra (aprox. mar, 24 de nov, 6:15 a.m. EST)',
    );
    const tonight = { mode: 'asap' as const, earliest: '2026-11-23T21:45:00-05:00' };
    expect(orderWhenText(tonight, open, 'en-US', noon)).toBe(
      'As soon as possible (about 9:45 PM EST)',
    );
  });
});

describe('when the order is for', () => {
  const asap = { mode: 'asap' as const, earliest: '2026-11-23T12:15:00-05:00' };

  it.each([
    ['en-US', 'As soon as possible (about 12:15 PM EST)'],
    ['es', 'Lo antes posible (aprox. 12:15 p.m. EST)'],
  ] as const)(
    'as soon as possible with the earliest time, today without a day (%s)',
    (language, said) => {
      expect(orderWhenText(asap, open, language, noon)).toBe(said);
    },
  );

  it('a scheduled order by its day and time, in the restaurant’s zone', () => {
    const later = { mode: 'scheduled' as const, wanted: '2026-11-25T18:15:00-05:00' };
    expect(orderWhenText(later, open, 'en-US', noon)).toBe('Wed, Nov 25, 6:15 PM EST');
    const west = aLocation({ timezone: 'America/Denver' });
    expect(orderWhenText(later, west, 'en-US', noon)).toBe('Wed, Nov 25, 4:15 PM MST');
  });

  it('a placed order by its promised time; without any time, as soon as possible alone', () => {
    expect(orderWhenText(asap, open, 'en-US', noon, '2026-11-23T12:40:00-05:00')).toBe(
      'As soon as possible (about 12:40 PM EST)',
    );
    expect(orderWhenText({ mode: 'scheduled', wanted: null }, null, 'es', noon)).toBe(
      'Lo antes posible',
    );
  });
});
