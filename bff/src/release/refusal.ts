import { controlCharacterIn } from './plain-text';

/** A refusal with a message for the release manager; the command exits non-zero. */
export class ReleaseCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseCommandError';
  }
}

/**
 * Refuses an input of the release command that holds a control character, naming the input and
 * the character (never echoing the input), so that no remote name, version, channel,
 * environment, note or identity can forge a line of the pin history, `status`, `list` or the
 * command's own messages.
 */
export function refuseControlCharacters(input: string, value: string | undefined): void {
  const code = value === undefined ? undefined : controlCharacterIn(value);
  if (code === undefined) return;
  throw new ReleaseCommandError(
    `${input} holds a control character (${code}): give it as plain text on one line.`,
  );
}
