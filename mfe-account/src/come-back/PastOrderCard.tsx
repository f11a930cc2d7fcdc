import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDate,
  parseCreated,
  receiptOf,
  useLanguage,
  type Order,
} from '@qsr/shared-contracts';
import { buttonClass, cardClass, Price } from '@qsr/shared-ui';
import { NS } from '../strings';
import { whichOrder } from '../history/which-order';

/** What was in the order, in a line a customer scans: "2 × Chicken Biscuit, Sweet Tea". */
const itemsOf = (order: Order) =>
  receiptOf(order)
    .lines.map(({ quantity, name }) => (quantity > 1 ? `${quantity} × ${name}` : name))
    .join(', ');

/** One past order: where and when, what was in it, what it came to; reorder in one tap. */
export function PastOrderCard({
  order,
  busy,
  onReorder,
}: {
  order: Order;
  busy: boolean;
  onReorder: () => void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const receipt = receiptOf(order);
  const created = parseCreated(order.created);
  const which = whichOrder(t, {
    number: receipt.number,
    restaurant: order.restaurant,
    date: created ? formatDate(created, language, 'medium') : '',
  });
  return (
    <li className={`${cardClass({ tone: 'flat' })} account-come-back-item`}>
      <h3>{t('orderWhich', { which })}</h3>
      <p className="account-come-back-items">{itemsOf(order)}</p>
      <Price amount={receipt.total} />
      <div className="account-order-actions">
        <button
          type="button"
          className={buttonClass()}
          disabled={busy}
          onClick={onReorder}
          aria-label={t('reorderOf', { which })}
        >
          {t('reorder')}
        </button>
        <Link
          to={`/order/confirm?id=${encodeURIComponent(order.id)}`}
          aria-label={t('receiptOf', { which })}
        >
          {t('receipt')}
        </Link>
      </div>
    </li>
  );
}
