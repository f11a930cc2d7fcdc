import {
  MAX_STORED_LENGTH,
  parseStoredJson,
  readStored,
  readStoredText,
  storedStrings,
} from './stored-value';

const KEY = 'qsr.test';

/** A storage whose every call throws, as a browser's that refuses storage. */
const refusing: Storage = {
  length: 0,
  clear: () => undefined,
  key: () => null,
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('readStored', () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"id"'],
    ['an object', '{"0":"id"}'],
    ['broken JSON', '["id"'],
    ['empty text', ''],
    ['a huge value', JSON.stringify(['x'.repeat(MAX_STORED_LENGTH)])],
  ])('%s does not fit a list: dropped from storage, never thrown', (_, text) => {
    window.localStorage.setItem(KEY, text);
    expect(readStored(window.localStorage, KEY, storedStrings)).toBeUndefined();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('answers a value its schema reads, and keeps it', () => {
    window.localStorage.setItem(KEY, '["a", 2, "b", null]');
    expect(readStored(window.localStorage, KEY, storedStrings)).toEqual(['a', 'b']);
    expect(window.localStorage.getItem(KEY)).toBe('["a", 2, "b", null]');
  });

  it('nothing stored, no storage or a refusing one: undefined', () => {
    expect(readStored(window.localStorage, KEY, storedStrings)).toBeUndefined();
    expect(readStored(null, KEY, storedStrings)).toBeUndefined();
    expect(readStored(refusing, KEY, storedStrings)).toBeUndefined();
  });

  it('a storage that cannot remove the bad value still answers undefined', () => {
    const readOnly = { getItem: () => 'null', removeItem: refusing.removeItem };
    expect(readStored(readOnly, KEY, storedStrings)).toBeUndefined();
  });
});

describe('readStoredText and parseStoredJson', () => {
  it('reads text within the limit, never throwing', () => {
    expect(readStoredText({ getItem: () => 'abc' }, KEY)).toBe('abc');
    expect(readStoredText({ getItem: () => 'x'.repeat(MAX_STORED_LENGTH + 1) }, KEY)).toBeNull();
    expect(readStoredText(refusing, KEY)).toBeNull();
    expect(readStoredText(null, KEY)).toBeNull();
  });

  it('tells nothing, a value and corrupt text apart', () => {
    expect(parseStoredJson(null)).toEqual({ found: false });
    expect(parseStoredJson('null')).toEqual({ found: true, value: null });
    expect(parseStoredJson('{')).toBe('corrupt');
    expect(parseStoredJson('[1]', 2)).toBe('corrupt');
  });
});
