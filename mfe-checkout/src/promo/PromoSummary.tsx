import { memo, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  appliedCouponText,
  bus,
  offerNotes,
  useAppState,
  type Order,
} from '@qsr/shared-contracts';
import { isPromoNotice } from './promo-notice';
import { NS } from '../strings';
import { BoxNotices, buttonClass, Card, OfferNotes } from '@qsr/shared-ui';

/**
 * Promo codes and wallet rewards (§4.4, §4.5) live in the box, the cart drawer's team's
 * fields: checkout shows what is applied and opens the box to add or change it, so there is
 * one promo field with one set of rules. The totals follow the order either way. In the app's
 * minimal layout there is no box to open, so it only shows an applied code. What the box
 * changed of the promo on its own (a code taken off under its minimum) and the member's
 * redeemed offers, applied by name or refused with the ordering API's reason, are said here
 * too, in the box's words; what a reorder did is the box's news, said there only.
 */
export const PromoSummary = memo(function PromoSummary({
  order,
  canChange,
}: {
  order: Order;
  canChange: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { redeemedOffers, boxNotices, language } = useAppState();
  const filled = order.products.length > 0;

  useEffect(() => {
    if (filled && redeemedOffers.length > 0) void actions.applyRedeemedOffers();
  }, [order.id, filled, redeemedOffers.length]);

  const applied = appliedCouponText(order, language);
  const notices = boxNotices.filter(isPromoNotice);
  const notes = offerNotes(order, redeemedOffers, language);
  const said = notices.length > 0 || notes.length > 0;
  if (!applied && !canChange && !said) return null;
  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('promoHeading')}</h2>
      <BoxNotices notices={notices} language={language} onDismiss={actions.dismissBoxNotice} />
      <p className={applied ? 'ui-ok' : 'ui-field-hint'}>{applied ?? t('promoNone')}</p>
      <OfferNotes notes={notes} />
      {canChange && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => bus.emit('box:open')}
        >
          {applied ? t('promoChange') : t('promoAdd')}
        </button>
      )}
    </Card>
  );
});
