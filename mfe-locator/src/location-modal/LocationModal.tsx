import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actions, useAppState, useModalDialog } from '@qsr/shared-contracts';
import { NS } from '../strings';
import '../ui/buttons.css';
import './location-modal.css';

const close = () => actions.setShowLocationModal(false);

/** §2.9 location confirmation modal (first version: title and change location). */
export function LocationModal() {
  const { t } = useTranslation(NS);
  const { showLocationModal } = useAppState();
  const dialog = useModalDialog<HTMLDivElement>(showLocationModal, close);
  if (!showLocationModal) return null;
  return (
    <div className="lc-modal-backdrop">
      <div
        ref={dialog}
        className="lc-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="lc-modal-title"
        data-boundary="locator"
      >
        <h2 id="lc-modal-title">{t('modalTitlePickup')}</h2>
        <div className="lc-modal-actions">
          <Link className="lc-button-secondary" to="/locations?mode=pickup" onClick={close}>
            {t('changeLocation')}
          </Link>
          <button type="button" className="lc-button" onClick={close}>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
