import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function OrderLocationPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="locator" title={t('chooseLocation')} />;
}
