import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSiteConfig, type Location, type Order } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';
import { NS } from '../strings';
import { calendarEvent } from './calendar-event';

/**
 * A scheduled order's 'Add to calendar': an `.ics` file the phone or computer opens in its
 * calendar. The calendar library loads on the tap, not with the page.
 */
export function AddToCalendar({
  order,
  number,
  promised,
  location,
}: {
  order: Order;
  number: string;
  promised: string;
  location: Location | null;
}) {
  const { t } = useTranslation(NS);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    const { createEvent } = await import('ics');
    const event = calendarEvent(
      order,
      promised,
      location,
      {
        title: t('calendarTitle', { brand: readSiteConfig().brandName, number }),
        pickup: (restaurant) => t('calendarPickup', { restaurant }),
        delivery: (address) => t('calendarDelivery', { address }),
      },
      window.location.href,
    );
    const { error, value } = createEvent(event);
    if (error || !value) {
      setFailed(true);
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
    link.download = `order-${number}.ics`;
    link.click();
    // Let go of the file once the browser has taken it.
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void download().catch(() => setFailed(true))}>
        {t('addToCalendar')}
      </Button>
      {failed && (
        <p role="alert" className="ui-field-error">
          {t('calendarFailed')}
        </p>
      )}
    </>
  );
}
