import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function OrderConfirmPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="checkout" title={t('orderPlaced')} />;
}
