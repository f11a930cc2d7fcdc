import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, formatMoney, useAppState, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * §4.5 the member's redeemed offers on this box: each one the ordering API put on it, by name
 * with what it takes off, and each one it refused, with its reason. Opening the box puts on
 * the ones not tried on it yet.
 */
export function RedeemedOfferNotes({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { redeemedOffers } = useAppState();
  const filled = order.products.length > 0;

  useEffect(() => {
    if (filled && redeemedOffers.length > 0) void actions.applyRedeemedOffers();
  }, [order.id, filled, redeemedOffers.length]);

  const applied = order.discounts.filter((discount) => discount.type === 'Reward');
  const refused = redeemedOffers.filter(
    (redeemed) => redeemed.tried?.orderId === order.id && redeemed.tried.refusal,
  );
  if (applied.length === 0 && refused.length === 0) return null;
  return (
    <section className="menuCart-offer-notes" aria-labelledby="menuCart-offer-notes-title">
      <h3 id="menuCart-offer-notes-title">{t('redeemedOffers')}</h3>
      <ul>
        {applied.map((discount) => (
          <li key={`applied-${discount.description}`} className="ui-ok">
            {t('offerApplied', {
              name: discount.description ?? t('memberOffer'),
              amount: formatMoney(discount.amount),
            })}
          </li>
        ))}
        {refused.map(({ offer, tried }) => (
          <li key={`refused-${offer.id}`} className="ui-field-error">
            {t('offerRefused', { name: offer.label || t('memberOffer'), reason: tried?.refusal })}
          </li>
        ))}
      </ul>
    </section>
  );
}
