/**
 * JSON as the door reads it: the grammar of `JSON.parse`, and nothing two readers could take
 * differently. Refused: a top-level value other than an object or an array (the ordering
 * API's parser refuses those too), an object naming a key twice (`JSON.parse` silently keeps
 * the last, other parsers the first), the keys `__proto__`, `constructor` and `prototype`,
 * control characters in keys and strings (a string may hold tab, line feed and carriage
 * return: a text area's lines), lone surrogates, numbers that are not finite or are integers
 * beyond `Number.MAX_SAFE_INTEGER` (they would not read back as written), nesting deeper
 * than `MAX_DEPTH`.
 */

export class JsonRefusal extends Error {}

const MAX_DEPTH = 64;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Control characters are what these match.
// eslint-disable-next-line no-control-regex
const KEY_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const STRING_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** With the `u` flag a surrogate pair is one code point: this matches only a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;

function checkText(text: string, controls: RegExp, what: string): void {
  if (controls.test(text)) throw new JsonRefusal(`a control character in a ${what}`);
  if (LONE_SURROGATE.test(text)) throw new JsonRefusal(`a lone surrogate in a ${what}`);
}

function checkValue(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    checkText(value, STRING_CONTROLS, 'string');
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
      throw new JsonRefusal('a number that does not read back as written');
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw new JsonRefusal('nested too deeply');
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new JsonRefusal(`the key ${key}`);
    checkText(key, KEY_CONTROLS, 'key');
    checkValue(item, depth + 1);
  }
}

/** Where the string starting at `start` (its opening quote) ends: its closing quote. */
function endOfString(text: string, start: number): number {
  let at = start + 1;
  while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at;
}

/**
 * Refuses an object that names a key twice, keys compared as decoded (`"a"` and `"\u0061"`
 * are one key). `text` is valid JSON already, so tracking strings and brackets is enough.
 */
function checkKeysOnce(text: string): void {
  /** Per open bracket: the keys of an object so far, or null for an array. */
  const open: (Set<string> | null)[] = [];
  let keyNext = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') {
      const end = endOfString(text, at);
      const keys = open[open.length - 1];
      if (keyNext && keys) {
        const key = JSON.parse(text.slice(at, end + 1)) as string;
        if (keys.has(key)) throw new JsonRefusal('a key named twice');
        keys.add(key);
      }
      at = end;
    } else if (char === '{') {
      open.push(new Set());
      keyNext = true;
    } else if (char === '[') {
      open.push(null);
      keyNext = false;
    } else if (char === '}' || char === ']') {
      open.pop();
      keyNext = false;
    } else if (char === ',') {
      keyNext = Boolean(open[open.length - 1]);
    } else if (char === ':') {
      keyNext = false;
    }
  }
}

/** The value of a JSON text, or a `JsonRefusal` saying what in it the door does not read. */
export function parseStrictJson(text: string): object {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonRefusal('not JSON');
  }
  if (typeof value !== 'object' || value === null) {
    throw new JsonRefusal('a JSON body is an object or an array');
  }
  checkValue(value, 0);
  checkKeysOnce(text);
  return value;
}
