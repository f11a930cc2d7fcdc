import { useTranslation } from 'react-i18next';
import { formatClock, openStatus, useLanguage, type Location } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** Today's hours and whether the restaurant is open now, on its own clock. */
export function OpenStatus({ location, now }: { location: Location; now: Date }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const status = openStatus(location, now);
  if (!status) return null;
  return (
    <p className="locator-hours">
      <span className={status.open ? 'locator-open' : 'locator-closed'}>
        {status.open ? t('openNow') : t('closedNow')}
      </span>{' '}
      ·{' '}
      {status.today
        ? t('todayHours', {
            open: formatClock(status.today.open, language),
            close: formatClock(status.today.close, language),
          })
        : t('closedToday')}
    </p>
  );
}
