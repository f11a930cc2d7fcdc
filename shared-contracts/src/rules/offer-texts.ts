import type { Snapshot } from 'valtio';
import type { Language } from '../types/language';
import type { RedeemedOffer } from '../types/box-notice';
import type { Order } from '../types/order';
import { formatMoney } from './money';
import { fillText } from './receipt-texts';
import { walletRewardName } from './wallet';

/**
 * The words of the promo code or reward on the box, in each language, kept here so that the box
 * and checkout say each the one same way.
 */
export const OFFER_TEXTS = {
  'en-US': {
    promoApplied: 'Promo code {{code}} applied: you save {{amount}}.',
    rewardApplied: 'Reward {{name}} applied: you save {{amount}}.',
    offerRefused: '{{name}} cannot apply to this box: {{reason}}',
    memberOffer: 'Member offer',
  },
  es: {
    promoApplied: 'Código promocional {{code}} aplicado: ahorras {{amount}}.',
    rewardApplied: 'Recompensa {{name}} aplicada: ahorras {{amount}}.',
    offerRefused: '{{name}} no se puede aplicar a esta caja: {{reason}}',
    memberOffer: 'Oferta para miembros',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The promo code or wallet reward on the box and what it takes off, one sentence for the box
 * and checkout alike: a reward by its name (the order gives it), a typed code by the code; null
 * without either.
 */
export function appliedCouponText(
  order: Snapshot<Pick<Order, 'coupon' | 'discounts' | 'totals'>>,
  language: Language,
): string | null {
  const code = order.coupon?.couponcode;
  if (!code) return null;
  const texts = OFFER_TEXTS[language];
  const discount = order.discounts.find((each) => each.type === 'Coupon');
  const amount = formatMoney(discount?.amount ?? order.totals.discount);
  const reward = order.coupon?.reward;
  return reward
    ? fillText(texts.rewardApplied, { name: walletRewardName(reward.label), amount })
    : fillText(texts.promoApplied, { code, amount });
}

/** One line about a redeemed offer on a box: applied (by name, with what it takes off) or not. */
interface OfferNote {
  key: string;
  applied: boolean;
  text: string;
}

/**
 * §4.5 the member's redeemed offers on this box, as the ordering API answered: each reward it
 * put on the order, and each redeemed offer it refused for this box, with its reason.
 */
export function offerNotes(
  order: Snapshot<Pick<Order, 'id' | 'discounts'>>,
  redeemed: Snapshot<RedeemedOffer[]>,
  language: Language,
): OfferNote[] {
  const texts = OFFER_TEXTS[language];
  const applied = order.discounts
    .filter((discount) => discount.type === 'Reward')
    .map((discount) => ({
      key: `applied-${discount.description}`,
      applied: true,
      text: fillText(texts.rewardApplied, {
        name: discount.description ?? texts.memberOffer,
        amount: formatMoney(discount.amount),
      }),
    }));
  const refused = redeemed
    .filter(({ tried }) => tried?.orderId === order.id && tried.refusal)
    .map(({ offer, tried }) => ({
      key: `refused-${offer.id}`,
      applied: false,
      text: fillText(texts.offerRefused, {
        name: offer.label || texts.memberOffer,
        reason: tried?.refusal ?? '',
      }),
    }));
  return [...applied, ...refused];
}
