/** The messages of a failed call, read out when they appear. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  return (
    // The live region is always there (so a new message is read out); it is drawn only with one.
    <div role="alert" className={messages.length > 0 ? 'ui-notice ui-notice--danger' : undefined}>
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
