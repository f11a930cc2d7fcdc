const PROBE_ORIGIN = 'http://site.invalid';

/**
 * A path on this site, never another origin: it is navigated to (sign-in's way back, content
 * links). Refused: anything not starting with one `/`, a backslash anywhere (browsers read
 * `/\evil.example` as `//evil.example`), control characters (browsers drop tabs and newlines,
 * so `/\t/evil.example` is `//evil.example` too), and whatever the URL parser would still
 * resolve to another origin.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
