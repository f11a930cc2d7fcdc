import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import storage from './storage.mjs';
import { feed, MALFORMED } from './storage-feed.mjs';
import { pageHeld } from './storage-page.mjs';

afterEach(() => {
  delete Object.prototype.polluted;
});

/** A sound reader: a list of strings, or nothing (what is not one is removed). */
function readList(store) {
  try {
    const value = JSON.parse(store.getItem('list'));
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  } catch {
    // Removed below, as anything else that is no list of strings.
  }
  store.removeItem('list');
  return undefined;
}
const listOrNothing = (value) => value === undefined || Array.isArray(value);

describe('feeding a reader malformed stored values', () => {
  it('finds nothing wrong with a reader that parses, checks and drops', async () => {
    expect(await feed('list', readList, listOrNothing)).toEqual([]);
  });

  it('gives a reader that sweeps the storage every key, and lets it clear them', async () => {
    // A sign-out's sweep: every key read, then all of them dropped.
    const sweep = (store) => {
      const keys = Array.from({ length: store.length + 1 }, (_, i) => store.key(i));
      store.clear();
      return { keys, left: store.length };
    };
    const swept = (seen) => seen.keys.join() === 'list,' && seen.left === 0;
    expect(await feed('list', sweep, swept)).toEqual([]);
  });

  it('says which texts made a reader throw', async () => {
    const wrong = await feed('list', (store) => JSON.parse(store.getItem('list')).length);
    expect(wrong).toEqual([
      expect.stringMatching(/^broken JSON: threw /),
      expect.stringMatching(/^the word undefined: threw /),
      "null: threw Cannot read properties of null (reading 'length')",
      'nesting 100000 deep: kept in storage',
    ]);
  });

  it('says which unreadable texts a reader left in storage, and what it read wrongly', async () => {
    const keeps = (store) => {
      try {
        return JSON.parse(store.getItem('list'));
      } catch {
        return undefined;
      }
    };
    expect(await feed('list', keeps, listOrNothing)).toEqual([
      'broken JSON: kept in storage',
      'the word undefined: kept in storage',
      'null: read as null',
      'a string: read as "text"',
      'a number: read as null',
      'an object for a list: read as {"0":"a","length":1}',
      `__proto__: read as ${MALFORMED.__proto__.slice(0, 60)}`,
      'nesting 100000 deep: kept in storage',
      `5 MB of text: read as "${'x'.repeat(59)}`,
    ]);
  });

  it("says when a reader's merge polluted Object.prototype", async () => {
    // Defaults merged one level deep, the stored object's keys as they come.
    const merges = (store) => {
      const settings = {};
      try {
        const stored = JSON.parse(store.getItem('list'));
        if (typeof stored === 'object')
          for (const key of Object.keys(stored ?? {}))
            Object.assign((settings[key] ??= {}), stored[key]);
      } catch {
        store.removeItem('list');
      }
      return settings;
    };
    expect(await feed('list', merges)).toContain('__proto__: polluted Object.prototype');
  });

  it('silences the warnings a reader gives, and gives console.warn back', async () => {
    const warn = console.warn;
    await feed('list', (store) => console.warn(`dropped ${store.getItem('list')?.length}`));
    expect(console.warn).toBe(warn);
    expect(Object.keys(MALFORMED)).toHaveLength(9);
  });
});

describe("the site's own readers", () => {
  it('hold against every malformed stored value', async () => {
    const readers = { ...storage, probes: storage.probes.slice(0, -1) };
    const result = await runClass(readers, { name: 'no site' });
    expect(result.through).toEqual([]);
    expect(result.refused).toBe(16);
  }, 60_000);
});

describe('the page with every stored value malformed', () => {
  const healthy = { errors: [], heading: 'Menu', fallbacks: 0, brokenPage: 0 };

  it("held when it shows its heading without a script error, a remote's fallback or the error page", () => {
    expect(pageHeld(healthy)).toBe(true);
    expect(pageHeld({ ...healthy, errors: ['x is not a function'] })).toBe(false);
    expect(pageHeld({ ...healthy, heading: undefined })).toBe(false);
    expect(pageHeld({ ...healthy, fallbacks: 1 })).toBe(false);
    expect(pageHeld({ ...healthy, brokenPage: 1 })).toBe(false);
  });
});
