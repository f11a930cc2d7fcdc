import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, useHandoff } from '@qsr/shared-contracts';
import { DeliverySearch } from '../delivery/DeliverySearch';
import { NS } from '../strings';
import { handoffChoiceOf } from './handoff-choice';
import { ModeLinks } from './ModeLinks';
import { PickupSearch } from './PickupSearch';
import './locations.css';

/**
 * /locations?mode=pickup|delivery: find a restaurant to pick up from, or one that delivers;
 * without a mode, the search of the box's handoff.
 */
export function LocationsPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const mode = handoffChoiceOf(params.get('mode'), useHandoff().handoff);
  return (
    <Page boundary="locator" title={t('findRestaurant')} className="locator-page">
      <ModeLinks mode={mode} />
      {mode === 'pickup' ? <PickupSearch /> : <DeliverySearch key="delivery" />}
    </Page>
  );
}
