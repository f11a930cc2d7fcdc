import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page, locationsPathFor, type HandoffChoice } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { DeliverySearch } from '../delivery/DeliverySearch';
import { NS } from '../strings';
import { PickupSearch } from './PickupSearch';
import './locations.css';

const MODES: HandoffChoice[] = ['pickup', 'delivery'];

/** /locations?mode=pickup|delivery: find a restaurant to pick up from, or one that delivers. */
export function LocationsPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const mode: HandoffChoice = params.get('mode') === 'delivery' ? 'delivery' : 'pickup';
  const returnTo = useReturnTo();
  return (
    <Page boundary="locator" title={t('findRestaurant')} className="locator-page">
      <nav className="locator-modes" aria-label={t('handoffModes')}>
        {MODES.map((choice) => (
          <Link
            key={choice}
            to={locationsPathFor(choice, returnTo)}
            className="locator-mode"
            aria-current={choice === mode ? 'page' : undefined}
          >
            {t(choice)}
          </Link>
        ))}
      </nav>
      {mode === 'pickup' ? <PickupSearch /> : <DeliverySearch key="delivery" />}
    </Page>
  );
}
