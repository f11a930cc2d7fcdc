import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pendingBox, useOnline } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';

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
          <Button variant="quiet" size="sm" flush onClick={() => (pendingBox.refused = false)}>
            {t('dismiss')}
          </Button>
        </p>
      )}
    </div>
  );
}
