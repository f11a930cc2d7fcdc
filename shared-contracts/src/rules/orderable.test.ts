import type { Daypart } from '../types/menu';
import { chosenTimeOf, inDaypart, orderability, unorderableLines } from './orderable';

const NEW_YORK = 'America/New_York';
const breakfast: Daypart = { name: 'breakfast', from: '00:00', until: '10:30' };
const at = (iso: string, timeZone = NEW_YORK) => ({ at: Date.parse(iso), timeZone });

describe('orderability: one rule for the menu, the box and the ordering API', () => {
  const biscuit = { availability: { now: true, daypart: breakfast } };
  const corn = { availability: { now: false, unavailable: true } };
  const tenders = { availability: { now: true } };

  it('refuses a breakfast item at 12:57 PM and says when it is served', () => {
    expect(orderability(biscuit, at('2026-11-23T12:57:00-05:00'))).toEqual({
      orderable: false,
      reason: 'daypart',
      daypart: breakfast,
    });
  });

  it('takes it inside the window, up to but not at its end', () => {
    expect(orderability(biscuit, at('2026-11-24T09:00:00-05:00')).orderable).toBe(true);
    expect(orderability(biscuit, at('2026-11-24T10:29:00-05:00')).orderable).toBe(true);
    expect(orderability(biscuit, at('2026-11-24T10:30:00-05:00')).orderable).toBe(false);
  });

  it("reads the time on the restaurant's clock, not the browser's or UTC", () => {
    // 09:00 in Nashville is 15:00 UTC and 10:00 in New York.
    expect(
      orderability(biscuit, at('2026-11-24T09:00:00-06:00', 'America/Chicago')).orderable,
    ).toBe(true);
    // 10:00 in Nashville is 11:00 in New York: the Nashville restaurant still serves breakfast.
    expect(orderability(biscuit, at('2026-11-24T16:00:00Z', 'America/Chicago')).orderable).toBe(
      true,
    );
    expect(orderability(biscuit, at('2026-11-24T16:00:00Z', NEW_YORK)).orderable).toBe(false);
  });

  it('refuses an item the restaurant has taken off at any time', () => {
    expect(orderability(corn, at('2026-11-24T09:00:00-05:00'))).toEqual({
      orderable: false,
      reason: 'unavailable',
    });
  });

  it('takes an item with no daypart at any time', () => {
    expect(orderability(tenders, at('2026-11-24T23:59:00-05:00')).orderable).toBe(true);
  });

  it('a daypart past midnight runs into the next day', () => {
    const late: Daypart = { name: 'late night', from: '22:00', until: '02:00' };
    expect(inDaypart(late, 23 * 60)).toBe(true);
    expect(inDaypart(late, 60)).toBe(true);
    expect(inDaypart(late, 2 * 60)).toBe(false);
    expect(inDaypart(late, 12 * 60)).toBe(false);
  });
});

describe('chosenTimeOf: the time a box is for', () => {
  const now = Date.parse('2026-11-23T12:57:00-05:00');

  it('is the scheduled time when scheduled', () => {
    const order = { time: { mode: 'scheduled' as const, wanted: '2026-11-24T09:00:00-05:00' } };
    expect(chosenTimeOf(order, NEW_YORK, now)).toEqual(at('2026-11-24T09:00:00-05:00'));
  });

  it('is the earliest time for asap, never before now', () => {
    const soon = { time: { mode: 'asap' as const, earliest: '2026-11-23T13:15:00-05:00' } };
    expect(chosenTimeOf(soon, NEW_YORK, now).at).toBe(Date.parse('2026-11-23T13:15:00-05:00'));
    const stale = { time: { mode: 'asap' as const, earliest: '2026-11-23T08:00:00-05:00' } };
    expect(chosenTimeOf(stale, NEW_YORK, now).at).toBe(now);
    expect(chosenTimeOf(null, NEW_YORK, now)).toEqual({ at: now, timeZone: NEW_YORK });
  });
});

describe('unorderableLines', () => {
  const menu = {
    categories: [
      {
        products: [
          { id: 1, availability: { now: true } },
          { id: 2, availability: { now: true, daypart: breakfast } },
          { id: 3, availability: { now: false, unavailable: true } },
        ],
      },
    ],
  };
  const lines = [
    { id: 10, product_id: 1 },
    { id: 11, product_id: 2 },
    { id: 12, product_id: 3 },
    { id: 13, product_id: 99 },
  ];

  it('names the lines that cannot be ordered for the time, with why', () => {
    const found = unorderableLines(lines, menu, at('2026-11-23T12:57:00-05:00'));
    expect(found.map(({ line, why }) => [line.id, why.reason])).toEqual([
      [11, 'daypart'],
      [12, 'unavailable'],
    ]);
  });

  it('keeps a breakfast line for a morning time', () => {
    const found = unorderableLines(lines, menu, at('2026-11-24T09:00:00-05:00'));
    expect(found.map(({ line }) => line.id)).toEqual([12]);
  });
});
