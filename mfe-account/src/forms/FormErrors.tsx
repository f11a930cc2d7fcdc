import type { ReactNode } from 'react';
import { useSaidInView } from './use-said-in-view';

/**
 * The messages of a failed call, read out when they appear, and brought into view. `children`,
 * when given, is shown in place of the list: the same words with a way forward (a link).
 */
export function FormErrors({
  messages,
  children,
}: {
  messages: readonly string[];
  children?: ReactNode;
}) {
  const ref = useSaidInView<HTMLDivElement>(messages.join('\n'));
  return (
    // The live region is always there (so a new message is read out); it is drawn only with one.
    <div
      ref={ref}
      role="alert"
      className={messages.length > 0 ? 'ui-notice ui-notice--danger' : undefined}
    >
      {messages.length > 0 &&
        (children ?? (
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}
