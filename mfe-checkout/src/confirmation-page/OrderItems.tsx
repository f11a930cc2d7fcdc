import { useTranslation } from 'react-i18next';
import { formatMoney, type CartProduct } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** A line's choices as read: `Mac & Cheese, 2 × Hot Honey`. */
export const choicesOf = (line: CartProduct): string =>
  line.choices
    .map((choice) => (choice.quantity > 1 ? `${choice.quantity} × ${choice.name}` : choice.name))
    .join(', ');

/** The placed order's items with their choices and instructions, as the kitchen has them. */
export function OrderItems({ products }: { products: CartProduct[] }) {
  const { t } = useTranslation(NS);
  return (
    <section className="co-items" aria-labelledby="co-items-heading">
      <h2 id="co-items-heading">{t('itemsHeading')}</h2>
      <ul className="co-item-list">
        {products.map((line) => (
          <li key={line.id} className="co-item">
            <span className="co-item-name">
              {line.quantity} × {line.name}
            </span>
            <span className="co-item-cost">{formatMoney(line.cost.total)}</span>
            {line.choices.length > 0 && <span className="co-item-choices">{choicesOf(line)}</span>}
            {line.instructions && <span className="co-item-choices">“{line.instructions}”</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
