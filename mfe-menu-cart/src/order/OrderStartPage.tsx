import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Page,
  actions,
  isDelivery,
  locationDisplayName,
  useAppState,
  useHandoff,
  useNavigateFromHere,
} from '@qsr/shared-contracts';
import { useProductDeepLink } from '../deeplink/useProductDeepLink';
import { MenuBody } from '../menu/MenuBody';
import { MenuStatus } from '../menu/MenuStatus';
import { useCurrentMenu } from '../menu/useCurrentMenu';
import { NS } from '../strings';
import '../menu/menu.css';

/**
 * /order: the start of an order. Pickup or delivery (§4.3), the current restaurant or a new
 * one, then the menu to order from.
 */
export function OrderStartPage() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const { location } = useAppState();
  // The box's handoff; without a box, the last order's (a delivery stays one).
  const { handoff, address } = useHandoff();
  const delivery = isDelivery(handoff);
  const { data: menu, error, isLoading, mutate, atOnce } = useCurrentMenu();
  useProductDeepLink(Boolean(menu));

  async function choose(choice: 'pickup' | 'delivery') {
    // Pickup from the current restaurant is already the order's way: nothing to change.
    if (choice === 'pickup' && location && !delivery) return;
    const navigate = fromHere();
    const toggled = await actions.toggleHandoff(choice);
    if (toggled.ok && toggled.value) navigate(toggled.value);
  }

  return (
    <Page
      boundary="menuCart"
      title={t('startOrder')}
      className="menuCart-menu menuCart-order-start"
    >
      <section className="menuCart-start" aria-labelledby="menuCart-start-title">
        <h2 id="menuCart-start-title">{t('howToGetIt')}</h2>
        <div className="menuCart-handoff" role="group" aria-label={t('howToGetIt')}>
          <button
            type="button"
            className="menuCart-toggle"
            aria-pressed={Boolean(location) && !delivery}
            onClick={() => void choose('pickup')}
          >
            {t('pickup')}
          </button>
          <button
            type="button"
            className="menuCart-toggle"
            aria-pressed={Boolean(location) && delivery}
            onClick={() => void choose('delivery')}
          >
            {t('delivery')}
          </button>
        </div>
        {location ? (
          <p className="menuCart-location">
            {delivery && address
              ? t('deliveringTo', { address: address.address })
              : t('yourRestaurant', { name: locationDisplayName(location.name) })}{' '}
            <Link to={delivery ? '/locations?mode=delivery' : '/locations?mode=pickup'}>
              {delivery ? t('newAddress') : t('changeLocation')}
            </Link>
          </p>
        ) : (
          <p className="menuCart-status">{t('noLocationYet')}</p>
        )}
      </section>
      {location && (
        <>
          <MenuStatus
            loading={isLoading}
            failed={Boolean(error) && !menu}
            retry={() => void mutate()}
          />
          {menu && <MenuBody menu={menu} atOnce={atOnce} />}
        </>
      )}
    </Page>
  );
}
