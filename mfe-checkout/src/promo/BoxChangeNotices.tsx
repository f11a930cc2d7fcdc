import { useTranslation } from 'react-i18next';
import { actions, formatMoney, useAppState, type BoxNotice } from '@qsr/shared-contracts';
import { Button, Notice } from '@qsr/shared-ui';
import { NS } from '../strings';

/**
 * What the box changed on its own while the customer is at checkout (a code taken off under
 * its minimum, items a restaurant cannot make), until they dismiss it.
 */
export function BoxChangeNotices() {
  const { t } = useTranslation(NS);
  const { boxNotices, language } = useAppState();
  if (boxNotices.length === 0) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const text = (notice: BoxNotice) =>
    notice.kind === 'promo-removed'
      ? t('promoRemoved', { code: notice.code, minimum: formatMoney(notice.minimum) })
      : t('notMadeHere', { restaurant: notice.restaurant, items: list.format(notice.items) });
  return (
    <div className="checkout-box-notices">
      {boxNotices.map((notice) => (
        <Notice key={JSON.stringify(notice)} tone="warning">
          <p>{text(notice as BoxNotice)}</p>
          <Button
            variant="quiet"
            onClick={() => actions.dismissBoxNotice(notice as BoxNotice)}
            aria-label={t('dismissNamed', { notice: text(notice as BoxNotice) })}
          >
            {t('dismiss')}
          </Button>
        </Notice>
      ))}
    </div>
  );
}
