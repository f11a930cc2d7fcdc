import { useAppState } from '@qsr/shared-contracts';

/** Messages the shared request helper reported (§8), read out as they appear. */
export function ErrorBanner() {
  const { errors } = useAppState();
  return (
    <div className="host-errors" role="alert" aria-live="assertive">
      {errors.length > 0 && (
        <ul>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
