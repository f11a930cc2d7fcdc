import { Button } from '../button/Button';
import { Notice, type NoticeTone } from './Notice';

/**
 * Something that could not be loaded: what is missing, and a button that loads it again.
 * `danger` when the page has nothing else to show; `warning` when the customer can go on
 * without it (a new card instead of a saved one).
 */
export function RetryNotice({
  tone = 'danger',
  message,
  retryLabel,
  onRetry,
}: {
  tone?: Extract<NoticeTone, 'danger' | 'warning'>;
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
}) {
  return (
    <Notice tone={tone}>
      <p>{message}</p>
      <Button variant="quiet" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </Notice>
  );
}
