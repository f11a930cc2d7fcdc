import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CHANNEL_HANDOFFS,
  Page,
  actions,
  bus,
  isDelivery,
  locationsPath,
  useRestaurant,
  useChannel,
  useNavigateFromHere,
  useOrder,
  type HandoffMode,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import './order.css';

type OrderType = HandoffMode;

/**
 * /order/type: how the order is handed over. Pickup opens the location confirmation (§2.9);
 * curbside sets the handoff at the chosen restaurant and goes on to the menu; without a
 * restaurant both find one first; delivery always starts from an address (§4.3).
 */
export function OrderTypePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const fromHere = useNavigateFromHere();
  const location = useRestaurant();
  const order = useOrder();
  const channel = useChannel();
  const [busy, setBusy] = useState<OrderType | null>(null);
  const [failed, setFailed] = useState(false);
  const current = isDelivery(order?.handoff) ? 'delivery' : order?.handoff;
  const offered = (type: OrderType) => !location?.handoffs || location.handoffs.includes(type);
  // The channel's handoffs (§1: catering is pickup or delivery), of them what the restaurant offers.
  const types = CHANNEL_HANDOFFS[channel].filter((type) => type === 'delivery' || offered(type));

  const choose = async (type: OrderType) => {
    if (type === 'delivery') return navigate(locationsPath('delivery'));
    if (!location) return navigate(locationsPath('pickup'));
    const onward = fromHere();
    setBusy(type);
    setFailed(false);
    if (type === 'curbside') {
      const ordered = await actions.orderForLocation();
      const curbside = ordered.ok ? await actions.setHandoff('curbside') : ordered;
      // Gone elsewhere meanwhile: curbside is set, and the customer stays where they went.
      if (curbside.ok && onward('/order')) return;
      if (!curbside.ok) setFailed(true);
      setBusy(null);
      return;
    }
    const pickup = order && order.handoff !== 'pickup' ? await actions.setHandoff('pickup') : null;
    if (pickup && !pickup.ok) setFailed(true);
    // Pickup: confirm the recent or the nearest restaurant in the modal (§2.9), over this page
    // only: a customer who went elsewhere meanwhile is not stopped there.
    else if (onward.stillHere()) bus.emit('locator:open-modal', {});
    setBusy(null);
  };

  return (
    <Page boundary="locator" title={t('chooseHandoff')} className="locator-page locator-order-page">
      <ul className="locator-order-types">
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="locator-order-type"
              aria-pressed={current === type}
              disabled={busy !== null}
              onClick={() => choose(type)}
            >
              <strong>{t(type)}</strong>
              <span>{t(`${type}Hint`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t('handoffFailed')}</p>}
    </Page>
  );
}
