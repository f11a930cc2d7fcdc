import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actions, cateringDeliveryShortfall, useChannel, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Button, Notice } from '@qsr/shared-ui';

/**
 * On a catering delivery whose total is under the $150 minimum (§5): the §8 notice, what the
 * minimum counts (the total: no tip is chosen yet, checkout is closed until then) and pickup,
 * which has none. It flows under the totals: in the sticky checkout row it stood over them.
 */
export function CateringMinimumNotice({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const channel = useChannel();
  if (cateringDeliveryShortfall(channel, order.handoff, order.totals) === null) return null;
  return (
    <div className="menuCart-minimum">
      <Notice tone="warning" id="menuCart-minimum-notice">
        {t('cateringMinimum')}
      </Notice>
      <p id="menuCart-minimum-counts" className="ui-field-hint">
        {t('cateringMinimumCounts')}
      </p>
      {/* 'Add More Items' is the box's own button. */}
      <Button
        variant="secondary"
        onClick={() => {
          void actions.toggleHandoff('pickup').then((switched) => {
            if (!switched.ok || switched.value === null) return;
            actions.setShowCart(false);
            navigate(switched.value);
          });
        }}
      >
        {t('switchToPickup')}
      </Button>
    </div>
  );
}
