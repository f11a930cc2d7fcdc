import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** A member read's loading, error (with retry), empty and loaded states. */
export function ReadState<T>({
  read,
  empty,
  children,
}: {
  read: { data?: T[]; error?: unknown; mutate: () => unknown };
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (read.error && !read.data) {
    return (
      <div role="alert" className="ui-notice ui-notice--danger">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          className={buttonClass({ variant: 'quiet' })}
          onClick={() => void read.mutate()}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (!read.data) return <p role="status">{t('loading')}</p>;
  if (read.data.length === 0) return <p>{empty}</p>;
  return <>{children(read.data)}</>;
}
