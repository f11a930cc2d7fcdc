import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@qsr/shared-ui';
import { NS } from '../strings';

/** A member read that failed, with nothing to show: it says so and offers to try again. */
export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation(NS);
  return (
    <Notice tone="danger">
      <p>{t('loadFailed')}</p>
      <Button variant="quiet" onClick={() => void retry()}>
        {t('tryAgain')}
      </Button>
    </Notice>
  );
}
