// Feeding a reader of browser storage every malformed text a customer could leave there, and
// what went wrong: apart from the site's readers (storage.mjs), so that the judging can be
// checked on readers made up for it.

/** Malformed texts: unparsable, other types, prototype keys, too deep, too big. */
export const MALFORMED = {
  'broken JSON': '{"a":',
  'the word undefined': 'undefined',
  null: 'null',
  'a string': '"text"',
  'a number': '1e999',
  'an object for a list': '{"0":"a","length":1}',
  // Computed, so that it is a key of its own: `__proto__:` would set the object's prototype.
  ['__proto__']: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  'nesting 100000 deep': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '5 MB of text': `"${'x'.repeat(5 * 1024 * 1024)}"`,
};
/** Texts the readers cannot parse: they must be removed from storage (or replaced), not kept. */
const UNREADABLE = new Set([
  MALFORMED['broken JSON'],
  MALFORMED['the word undefined'],
  MALFORMED['nesting 100000 deep'],
]);

/** A Storage over a Map, as much of it as the readers use. */
function storageWith(key, text) {
  const items = new Map([[key, text]]);
  return {
    getItem: (name) => (items.has(name) ? items.get(name) : null),
    setItem: (name, value) => items.set(name, String(value)),
    removeItem: (name) => items.delete(name),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
  };
}

const polluted = () => ({}).polluted !== undefined;

/** What went wrong when `read` met `text` under `key` (undefined: nothing). */
async function wrongWith(key, text, read, check) {
  const storage = storageWith(key, text);
  try {
    const result = await read(storage);
    if (polluted()) return 'polluted Object.prototype';
    if (UNREADABLE.has(text) && storage.getItem(key) === text) return 'kept in storage';
    if (!check(result)) return `read as ${JSON.stringify(result)?.slice(0, 60)}`;
    return undefined;
  } catch (error) {
    return `threw ${error.message}`;
  }
}

/**
 * Feeds `read(storage)` each malformed text under `key`. Resolves to what went wrong: a throw,
 * a polluted prototype, an unreadable text kept, or `check(result)` failing.
 */
export async function feed(key, read, check = () => true) {
  const wrong = [];
  // The readers say what they drop (console.warn): expected here, and hundreds of lines.
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (const [name, text] of Object.entries(MALFORMED)) {
      const what = await wrongWith(key, text, read, check);
      if (what) wrong.push(`${name}: ${what}`);
    }
  } finally {
    console.warn = warn;
  }
  return wrong;
}
