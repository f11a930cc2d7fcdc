import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, offerNotes, useAppState, type Order } from '@qsr/shared-contracts';
import { OfferNotes } from '@qsr/shared-ui';
import { NS } from '../strings';

/**
 * §4.5 the member's redeemed offers on this box: each one the ordering API put on it, by name
 * with what it takes off, and each one it refused, with its reason. Opening the box puts on
 * the ones not tried on it yet.
 */
export function RedeemedOfferNotes({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { redeemedOffers, language } = useAppState();
  const filled = order.products.length > 0;

  useEffect(() => {
    if (filled && redeemedOffers.length > 0) void actions.applyRedeemedOffers();
  }, [order.id, filled, redeemedOffers.length]);

  const notes = offerNotes(order, redeemedOffers, language);
  if (notes.length === 0) return null;
  return (
    <section className="menuCart-offer-notes" aria-labelledby="menuCart-offer-notes-title">
      <h3 id="menuCart-offer-notes-title">{t('redeemedOffers')}</h3>
      <OfferNotes notes={notes} />
    </section>
  );
}
