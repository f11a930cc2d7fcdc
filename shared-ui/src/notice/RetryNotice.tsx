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
  className,
}: {
  tone?: Extract<NoticeTone, 'danger' | 'warning'>;
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
  /** The page's spacing round it. */
  className?: string;
}) {
  return (
    <Notice tone={tone} className={['ui-retry-notice', className].filter(Boolean).join(' ')}>
      <p>{message}</p>
      <Button variant="quiet" flush onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </Notice>
  );
}
