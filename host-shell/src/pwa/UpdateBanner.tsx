import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@qsr/shared-ui';
import { newPinsAvailable } from './pin-watch';

/**
 * After a release or a rollback, an open page learns it when the customer navigates
 * or comes back to the tab, and offers a reload (the page keeps working meanwhile).
 */
export function UpdateBanner({ check = newPinsAvailable }: { check?: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    const ask = () => {
      if (document.visibilityState === 'hidden') return;
      void check().then((changed) => active && changed && setReady(true));
    };
    ask();
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      active = false;
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [pathname, ready, check]);

  if (!ready) return null;
  return (
    <div className="host-update" role="status">
      <p>
        {t('newVersionReady')}{' '}
        <Button variant="quiet" size="sm" flush onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </p>
    </div>
  );
}
