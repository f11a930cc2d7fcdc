/** The messages of a failed call, read out when they appear. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="ui-notice ui-notice--danger">
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
