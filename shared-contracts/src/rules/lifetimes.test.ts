import {
  LOCATION_LIFETIME_MS,
  MENU_LIFETIME_MS,
  ORDER_LIFETIME_MS,
  expiresFrom,
  isExpired,
  isSavedOrderStale,
  parseCreated,
} from './lifetimes';

const now = new Date(2030, 0, 10, 12, 0);

describe('§9 stored lifetimes', () => {
  it('location 1 day, menu 1 hour, order 1 day', () => {
    expect(LOCATION_LIFETIME_MS).toBe(86_400_000);
    expect(MENU_LIFETIME_MS).toBe(3_600_000);
    expect(ORDER_LIFETIME_MS).toBe(86_400_000);
    expect(expiresFrom(now, MENU_LIFETIME_MS)).toBe(now.getTime() + 3_600_000);
  });
  it('a value is expired at its expires, or without one', () => {
    expect(isExpired(now.getTime() + 1, now)).toBe(false);
    expect(isExpired(now.getTime(), now)).toBe(true);
    expect(isExpired(undefined, now)).toBe(true);
  });
});

describe('§3 order created (YYYYMMDD HH:mm)', () => {
  it('reads the format as local time', () => {
    expect(parseCreated('20300108 09:05')).toEqual(new Date(2030, 0, 8, 9, 5));
  });
  it.each([
    '2030-01-08 09:05',
    '20300108',
    '20300231 10:00',
    '20300108 24:00',
    '20300108 10:60',
    '',
  ])('refuses %p', (text) => {
    expect(parseCreated(text)).toBeNull();
  });
});

describe('§4.1 saved order discarded 48 h after created, or without created', () => {
  it('keeps an order up to 48 hours old', () => {
    expect(isSavedOrderStale({ created: '20300108 12:00' }, now)).toBe(false);
  });
  it('discards it after 48 hours', () => {
    expect(isSavedOrderStale({ created: '20300108 11:59' }, now)).toBe(true);
  });
  it('discards it when created is missing or unreadable', () => {
    expect(isSavedOrderStale({}, now)).toBe(true);
    expect(isSavedOrderStale({ created: null }, now)).toBe(true);
    expect(isSavedOrderStale({ created: 'yesterday' }, now)).toBe(true);
  });
});
