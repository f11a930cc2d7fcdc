import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';
import { MenuSkeleton } from './MenuSkeleton';

/** Loading and error states of a page that needs the menu. */
export function MenuStatus({
  loading,
  failed,
  retry,
  skeleton = <MenuSkeleton />,
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** The page's shape while the menu loads (the menu's cards unless said). */
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (loading) return skeleton;
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
