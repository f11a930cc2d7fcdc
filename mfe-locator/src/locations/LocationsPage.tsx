import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function LocationsPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="locator" title={t('findRestaurant')} />;
}
