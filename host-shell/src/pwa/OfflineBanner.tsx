import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pendingBox, useOnline } from '@qsr/shared-contracts';

/** Says the site is offline, what still works, and what became of box changes. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { changes, refused } = useSnapshot(pendingBox);
  return (
    <div className="host-offline" role="status" aria-live="polite">
      {!online && <p className="host-offline-banner">{t('offlineBanner')}</p>}
      {changes.length > 0 && <p className="host-offline-note">{t('offlineBoxPending')}</p>}
      {refused && (
        <p className="host-offline-note" role="alert">
          {t('offlineBoxRefused')}{' '}
          <button type="button" onClick={() => (pendingBox.refused = false)}>
            {t('dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}
