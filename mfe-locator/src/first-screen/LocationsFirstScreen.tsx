import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { ModeLinks } from '../locations/ModeLinks';
import { NS } from '../strings';

/**
 * /locations as the server's first screen shows it: its heading (the page's largest paint) and
 * the two searches, before the remote's scripts have come; either search then renders below.
 */
export function LocationsFirstScreen() {
  const { t } = useTranslation(NS);
  return (
    <Page boundary="locator" title={t('findRestaurant')} className="locator-page">
      <ModeLinks mode={null} />
    </Page>
  );
}
