import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  bus,
  formatMoney,
  offerNotes,
  useAppState,
  walletRewardName,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { BoxNotices, buttonClass, Card, OfferNotes } from '@qsr/shared-ui';

/**
 * Promo codes and wallet rewards (§4.4, §4.5) live in the box, the cart drawer's team's
 * fields: checkout shows what is applied and opens the box to add or change it, so there is
 * one promo field with one set of rules. The totals follow the order either way. In the app's
 * minimal layout there is no box to open, so it only shows an applied code. What the box
 * changed on its own (a code taken off under its minimum) and the member's redeemed offers,
 * applied by name or refused with the ordering API's reason, are said here too.
 */
export function PromoSummary({ order, canChange }: { order: Order; canChange: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { redeemedOffers, boxNotices, language } = useAppState();
  const filled = order.products.length > 0;

  useEffect(() => {
    if (filled && redeemedOffers.length > 0) void actions.applyRedeemedOffers();
  }, [order.id, filled, redeemedOffers.length]);

  const code = order.coupon?.couponcode;
  const couponDiscount = order.discounts.find((discount) => discount.type === 'Coupon');
  const notes = offerNotes(order, redeemedOffers, language);
  /** A wallet reward by its name (the order gives it), a typed code by the code. */
  const appliedText = () => {
    const amount = formatMoney(couponDiscount?.amount ?? order.totals.discount);
    const reward = order.coupon?.reward;
    return reward
      ? t('rewardApplied', { name: walletRewardName(reward.label), amount })
      : t('promoApplied', { code, amount });
  };
  const said = boxNotices.length > 0 || notes.length > 0;
  if (!code && !canChange && !said) return null;
  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('promoHeading')}</h2>
      <BoxNotices notices={boxNotices} language={language} onDismiss={actions.dismissBoxNotice} />
      <p className={code ? 'ui-ok' : 'ui-field-hint'}>{code ? appliedText() : t('promoNone')}</p>
      <OfferNotes notes={notes} />
      {canChange && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => bus.emit('cart:open')}
        >
          {code ? t('promoChange') : t('promoAdd')}
        </button>
      )}
    </Card>
  );
}
