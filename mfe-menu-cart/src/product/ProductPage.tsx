import { useTranslation } from 'react-i18next';
import { Page, useRouteMatch } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** /menu/product (view) and /order/product (customise) of §2.1. */
export function ProductPage() {
  const { t } = useTranslation(NS);
  const customising = useRouteMatch()?.route.id === 'order-product';
  return <Page boundary="menuCart" title={customising ? t('customise') : t('product')} />;
}
