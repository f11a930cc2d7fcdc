import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function PositionsPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="careers" title={t('positions')} />;
}
