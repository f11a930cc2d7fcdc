/**
 * C0 and C1 controls, DEL, and the Unicode line and paragraph separators: what could end a
 * line of the release output or of a terminal showing it, or move its cursor.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;

const codeOf = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first control character of `value`, as `U+000A`; undefined when it has none. */
export function controlCharacterIn(value: string): string | undefined {
  const found = value.match(new RegExp(CONTROL.source, 'u'));
  return found ? codeOf(found[0]) : undefined;
}

/** `value` with each control character shown as `<U+000A>`: one line, whatever it holds. */
export function visible(value: string): string {
  return value.replace(CONTROL, (character) => `<${codeOf(character)}>`);
}
