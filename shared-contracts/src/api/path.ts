/** A path from literal parts and ids, each id percent-encoded so it stays one segment. */
export function path(strings: TemplateStringsArray, ...ids: Array<string | number>): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < ids.length ? encodeURIComponent(String(ids[i])) : ''),
    '',
  );
}
