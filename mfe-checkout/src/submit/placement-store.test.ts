import {
  forgetPlacement,
  isChecking,
  PLACEMENT_STORAGE_KEY,
  placementOf,
  renewPlacement,
  setChecking,
} from './placement-store';

describe('one idempotency key per placement of an order', () => {
  beforeEach(() => {
    forgetPlacement();
    localStorage.clear();
  });

  it('is the same for a second click and a reload, and another order has its own', () => {
    const first = placementOf('o1').key;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(placementOf('o1').key).toBe(first);
    expect(JSON.parse(localStorage.getItem(PLACEMENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      orderId: 'o1',
      key: first,
    });
    expect(placementOf('o2').key).not.toBe(first);
  });

  it.each(['null', '42', '"key"', '{"orderId":"o1","key":7}', '{broken', '[]'])(
    'a kept placement of %s is dropped: a new key, nothing thrown',
    (stored) => {
      localStorage.setItem(PLACEMENT_STORAGE_KEY, stored);
      expect(isChecking('o1')).toBe(false);
      expect(placementOf('o1').key).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('remembers a placement waiting for its answer, and starts afresh after a refusal', () => {
    const key = placementOf('o1').key;
    setChecking('o1', true);
    expect(isChecking('o1')).toBe(true);
    expect(placementOf('o1').key).toBe(key);
    renewPlacement('o1');
    expect(isChecking('o1')).toBe(false);
    expect(placementOf('o1').key).not.toBe(key);
  });

  it('is done once the order is placed; a corrupt value is a new placement', () => {
    placementOf('o1');
    forgetPlacement();
    expect(localStorage.getItem(PLACEMENT_STORAGE_KEY)).toBeNull();
    localStorage.setItem(PLACEMENT_STORAGE_KEY, '{not json');
    expect(placementOf('o1').key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
