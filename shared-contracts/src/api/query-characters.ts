// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Does a URL's query, decoded as a server reads it (`+` a space, `%xx` its byte), hold a NUL
 * or another control character (C0, DEL)? No name, search or id the site sends has one: the
 * BFF refuses such a request before any upstream call, and the ordering API refuses it too.
 */
export function queryHasControlCharacters(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
    if (CONTROL.test(name) || CONTROL.test(value)) return true;
  }
  return false;
}
