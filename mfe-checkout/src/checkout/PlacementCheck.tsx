import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';

/**
 * The submit got no answer, so the order may have been placed: the page says so plainly and
 * shows the answer when the order's status gives it. Never 'try again' here.
 */
export function PlacementCheck({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation(NS);
  return (
    <div
      ref={ref}
      id="checkout-placement-check"
      role="status"
      tabIndex={-1}
      className="ui-notice ui-notice--warning checkout-placement-check"
    >
      <p>
        <strong>{t('checkingPlacement')}</strong>
      </p>
      <p>{t('checkingPlacementHint')}</p>
    </div>
  );
}
