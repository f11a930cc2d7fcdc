import { useTranslation } from 'react-i18next';
import { RetryNotice } from '@qsr/shared-ui';
import { NS } from '../strings';

/** A member read that failed, with nothing to show: it says so and offers to try again. */
export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation(NS);
  return <RetryNotice message={t('loadFailed')} retryLabel={t('tryAgain')} onRetry={retry} />;
}
