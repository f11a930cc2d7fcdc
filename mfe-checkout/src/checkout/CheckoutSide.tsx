import { memo } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cateringDeliveryShortfall,
  useChannel,
  useOnline,
  type Order,
} from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';
import { NS } from '../strings';
import { CheckoutTotals } from '../totals/CheckoutTotals';
import { CateringMinimum, CATERING_MINIMUM_NOTES } from './CateringMinimum';
import { PlacementCheck } from './PlacementCheck';

type Props = {
  order: Order;
  /** Delivery is chosen on the page (the order may not have it yet). */
  deliveryChosen: boolean;
  placement: {
    checking: boolean;
    unknown: boolean;
    checkRef: RefObject<HTMLDivElement | null>;
    checkAgain: () => void;
  };
  failure: string | null;
  alertRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  onReview: () => void;
};

/** The checkout's side: the totals, what holds the review back, the alert and the review button. */
export const CheckoutSide = memo(function CheckoutSide(props: Props) {
  const { order, deliveryChosen, placement, failure, alertRef, busy, onReview } = props;
  const { t } = useTranslation(NS);
  const online = useOnline();
  const channel = useChannel();
  // How much more the catering delivery minimum needs (§5); null when it is met or not asked.
  const shortfall = cateringDeliveryShortfall(
    channel,
    deliveryChosen ? 'delivery' : order.handoff,
    order.totals,
  );
  const { checking, unknown } = placement;
  const belowMinimum = shortfall !== null;
  const describedBy = [
    belowMinimum && CATERING_MINIMUM_NOTES,
    !online && 'checkout-offline-notice',
    checking && 'checkout-placement-check',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <aside className="checkout-side" aria-labelledby="checkout-totals-heading">
      <CheckoutTotals order={order} />
      {belowMinimum && <CateringMinimum shortfall={shortfall} />}
      {checking && (
        <PlacementCheck
          ref={placement.checkRef}
          reference={order.id}
          unknown={unknown}
          onCheckAgain={placement.checkAgain}
        />
      )}
      {!online && (
        <p id="checkout-offline-notice" role="status" className="ui-notice ui-notice--warning">
          {t('checkoutOffline')}
        </p>
      )}
      <div ref={alertRef} tabIndex={-1} role="alert" className="checkout-alert">
        {failure}
      </div>
      <button
        type="button"
        className={buttonClass({ block: true })}
        disabled={busy || checking || belowMinimum || !online}
        aria-describedby={describedBy || undefined}
        onClick={onReview}
      >
        {busy || (checking && !unknown) ? t('checking') : t('review')}
      </button>
    </aside>
  );
});
