import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** What shows while the menu loads. */
export function MenuLoading() {
  const { t } = useTranslation(NS);
  return (
    <p role="status" className="menuCart-status">
      {t('loadingMenu')}
    </p>
  );
}

/** Loading and error states of a page that needs the menu. */
export function MenuStatus({
  loading,
  failed,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation(NS);
  if (loading) return <MenuLoading />;
  if (!failed) return null;
  return (
    <div role="alert" className="menuCart-status">
      <p>{t('menuFailed')}</p>
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
