import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** /order: the start of an order (filled by the menu-and-box issue). */
export function OrderStartPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="menuCart" title={t('startOrder')} />;
}
