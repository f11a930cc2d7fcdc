import { useSaidInView } from './use-said-in-view';

/** The messages of a failed call, read out when they appear, and brought into view. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const ref = useSaidInView<HTMLDivElement>(messages.join('\n'));
  return (
    // The live region is always there (so a new message is read out); it is drawn only with one.
    <div
      ref={ref}
      role="alert"
      className={messages.length > 0 ? 'ui-notice ui-notice--danger' : undefined}
    >
      {messages.length > 0 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
