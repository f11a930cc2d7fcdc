import { readPreferences } from './reading-preferences';

const KEY = 'qsr.readingPreferences';

describe('reading preferences kept on this device', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the known preferences of the stored list', () => {
    window.localStorage.setItem(KEY, '["high-contrast", "blink", 3]');
    expect(readPreferences(window.localStorage)).toEqual(['high-contrast']);
  });

  it.each(['null', '"large-text"', '{"large-text":true}', '[', 'x'.repeat(70_000)])(
    'drops %s: none applied, nothing thrown',
    (stored) => {
      window.localStorage.setItem(KEY, stored);
      expect(readPreferences(window.localStorage)).toEqual([]);
      expect(window.localStorage.getItem(KEY)).toBeNull();
    },
  );

  it('none without storage', () => {
    expect(readPreferences(null)).toEqual([]);
  });
});
