import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@qsr/shared-ui';
import { NS } from '../strings';

interface PlacementCheckProps {
  ref?: Ref<HTMLDivElement>;
  /** The order's reference (its id): what the customer can quote before it has a number. */
  reference: string;
  /** Its status could not be learned in time: say what is known, and offer to ask again. */
  unknown: boolean;
  onCheckAgain: () => void;
}

/**
 * The submit got no answer, so the order may have been placed: the page says so plainly, with
 * the order's reference, and shows the answer when the order's status gives it. Never 'try
 * again' here: Check again asks the status, it never places the order.
 */
export function PlacementCheck({ ref, reference, unknown, onCheckAgain }: PlacementCheckProps) {
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
        <strong>{t(unknown ? 'placementUnknown' : 'checkingPlacement')}</strong>
      </p>
      <p>{t('placementReference', { reference })}</p>
      <p>{t(unknown ? 'placementUnknownHint' : 'checkingPlacementHint')}</p>
      {unknown && (
        <Button variant="secondary" size="sm" onClick={onCheckAgain}>
          {t('checkAgain')}
        </Button>
      )}
    </div>
  );
}
