import { useTranslation } from 'react-i18next';
import { bus } from '@qsr/shared-contracts';

/** §2.3: in place of the Menu link, asks the customer to confirm where they order from. */
export function ConfirmLocationPrompt() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="host-confirm-location"
      onClick={() => bus.emit('locator:open-modal', {})}
    >
      {t('confirmLocation')}
    </button>
  );
}
