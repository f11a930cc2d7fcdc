import { readStored } from '@qsr/shared-contracts';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  storedTime,
} from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), {
  name: 'ChunkLoadError',
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('§4.15 chunk-load failures', () => {
  it('recognises chunk failures only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk menu failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadForChunkError(chunkError, deps)).toBe(false);
    now += 1;
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it.each(['null', '"soon"', '{}', 'NaN', '-1', '{broken', 'x'.repeat(70_000)])(
    'a stored time of %s is dropped: the page reloads, and nothing is thrown',
    (stored) => {
      const storage = memoryStorage();
      storage.setItem(CHUNK_RELOAD_KEY, stored);
      const reload = jest.fn();
      expect(reloadForChunkError(chunkError, { storage, reload, now: () => 5_000 })).toBe(true);
      expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('5000');
    },
  );

  it.each([
    ['1700000000000', 1_700_000_000_000],
    ['0', undefined],
    ['-5', undefined],
    ['"1700000000000"', undefined],
    ['1e999', undefined],
  ])('a time stored as %s reads as %s', (text, expected) => {
    window.localStorage.setItem(CHUNK_RELOAD_KEY, text);
    expect(readStored(window.localStorage, CHUNK_RELOAD_KEY, storedTime)).toBe(expected);
    window.localStorage.clear();
  });

  it('a storage that refuses to be read or written still reloads once', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const reload = jest.fn();
    const storage = { getItem: refuse, setItem: refuse };
    expect(reloadForChunkError(chunkError, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for another error', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
