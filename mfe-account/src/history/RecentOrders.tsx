import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatMoney,
  parseCreated,
  useLanguage,
  useRead,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { ReadState } from '../session/ReadState';
import { SaveFavourite } from './SaveFavourite';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/** The member's past orders, newest first as the platform sends them. */
export function RecentOrders({
  busy,
  onReorder,
}: {
  busy: boolean;
  onReorder: (orderId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const read = useRead('recentOrders', []);
  const date = (order: Order) => {
    const created = parseCreated(order.created);
    return created ? formatDate(created, language, 'medium') : '';
  };
  return (
    <section aria-labelledby="recent-orders">
      <h2 id="recent-orders">{t('recentOrders')}</h2>
      <ReadState
        read={read}
        empty={{
          title: t('noOrders'),
          text: t('noOrdersBody'),
        }}
      >
        {(orders) => (
          <ul className="account-list">
            {orders.map((order) => (
              <li key={order.id} className={cardClass({ tone: 'flat' })}>
                <h3>{t('orderOf', { date: date(order) })}</h3>
                <p>{order.products.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</p>
                <p>{t('total', { amount: formatMoney(order.totals.total) })}</p>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  disabled={busy}
                  onClick={() => onReorder(order.id)}
                  aria-label={t('reorderOf', { date: date(order) })}
                >
                  {t('reorder')}
                </button>
                <SaveFavourite orderId={order.id} label={date(order)} />
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
