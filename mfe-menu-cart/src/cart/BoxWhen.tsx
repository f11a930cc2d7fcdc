import {
  handoffMode,
  orderWhenText,
  receiptTexts,
  useLanguage,
  useRestaurant,
  type Order,
} from '@qsr/shared-contracts';

/**
 * At the top of the box, how and when it is handed over, from the priced order (its handoff and
 * time, in its restaurant's zone), in the words review and the confirmation use: a line marked
 * "not available for your order time" then says which time that is.
 */
export function BoxWhen({ order }: { order: Order }) {
  const language = useLanguage();
  const restaurant = useRestaurant();
  const texts = receiptTexts(language);
  return (
    <p className="menuCart-when" data-box="when">
      <strong>{texts[`handoff_${handoffMode(order.handoff)}`]}</strong>
      {' · '}
      {orderWhenText(order.time, restaurant, language, Date.now())}
    </p>
  );
}
