/** §8: the text shown when a failure body carries no message of its own. */
export const CONNECTION_ISSUE = 'Connection issue. Please try again.';

/**
 * §8 shared request helper: turn a failure body into the messages shown to the customer.
 * - an array of strings, as is
 * - an array of objects, by each `message` field
 * - an object with `message`, as that single message
 * - otherwise the connection-issue text
 */
export function errorMessagesFrom(body: unknown): string[] {
  if (Array.isArray(body)) {
    if (body.length > 0 && body.every((item) => typeof item === 'string')) return body as string[];
    const messages = body
      .map((item) =>
        item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined,
      )
      .filter((message): message is string => typeof message === 'string' && message.length > 0);
    if (messages.length > 0) return messages;
  } else if (body && typeof body === 'object') {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message.length > 0) return [message];
  }
  return [CONNECTION_ISSUE];
}
