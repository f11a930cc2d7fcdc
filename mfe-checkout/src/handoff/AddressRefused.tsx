import { useTranslation } from 'react-i18next';
import { Button } from '@qsr/shared-ui';
import { checkoutFieldId } from '../checkout/field-ids';
import { NS } from '../strings';

interface Props {
  /** The ordering API's reason, in the customer's language (§8). */
  message: string;
  /** Offered when the restaurant hands orders over at its counter. */
  onPickup: (() => void) | null;
}

/** Back to the street field, its words selected: the customer corrects it or types anew. */
function editAddress() {
  const field = document.getElementById(checkoutFieldId('address'));
  const saved = document.querySelector<HTMLInputElement>('input[name="checkout-saved-address"]');
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
  } else saved?.focus();
}

/**
 * A delivery address the restaurant does not deliver to (or cannot find), said as soon as it is
 * entered, with the ways on: another address, or pickup. What was typed stays either way.
 */
export function AddressRefused({ message, onPickup }: Props) {
  const { t } = useTranslation(NS);
  return (
    <div className="checkout-address-refused ui-notice ui-notice--danger">
      <p role="alert">{message}</p>
      <div className="checkout-address-refused-actions">
        <Button variant="secondary" size="sm" onClick={editAddress}>
          {t('tryAnotherAddress')}
        </Button>
        {onPickup && (
          <Button variant="secondary" size="sm" onClick={onPickup}>
            {t('switchToPickup')}
          </Button>
        )}
      </div>
    </div>
  );
}
