/** The ordering API's reason for refusing a change, said where the change was made (§8). */
export function ChangeRefused({ message }: { message: string }) {
  return (
    <p role="alert" className="ui-notice ui-notice--danger">
      {message}
    </p>
  );
}
