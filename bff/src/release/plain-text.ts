import { ReleaseCommandError } from './commands';

/**
 * C0 and C1 controls, DEL, and the Unicode line and paragraph separators: what could end a
 * line of the release output or of a terminal showing it, or move its cursor.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * Refuses an input of the release command that holds a control character, naming the input and
 * the character, so that no remote name, version, channel, environment, note or identity can
 * forge a line of the pin history, `status`, `list` or the command's own messages.
 */
export function refuseControlCharacters(input: string, value: string | undefined): void {
  const found = value === undefined ? null : CONTROL.exec(value);
  if (!found) return;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  throw new ReleaseCommandError(
    `${input} holds a control character (U+${code}): give it as plain text on one line.`,
  );
}
