import { useTranslation } from 'react-i18next';
import { type CartProduct } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { Card, Price } from '@qsr/shared-ui';

/** A line's choices as read: `Mac & Cheese, 2 × Hot Honey`. */
export const choicesOf = (line: CartProduct): string =>
  line.choices
    .map((choice) => (choice.quantity > 1 ? `${choice.quantity} × ${choice.name}` : choice.name))
    .join(', ');

/** The placed order's items with their choices and instructions, as the kitchen has them. */
export function OrderItems({ products }: { products: CartProduct[] }) {
  const { t } = useTranslation(NS);
  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-items"
      aria-labelledby="checkout-items-heading"
    >
      <h2 id="checkout-items-heading">{t('itemsHeading')}</h2>
      <ul className="checkout-item-list">
        {products.map((line) => (
          <li key={line.id} className="checkout-item">
            <span className="checkout-item-name">
              {line.quantity} × {line.name}
            </span>
            <Price amount={line.cost.total} className="checkout-item-cost" />
            {line.choices.length > 0 && (
              <span className="checkout-item-choices">{choicesOf(line)}</span>
            )}
            {line.instructions && (
              <span className="checkout-item-choices">“{line.instructions}”</span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
