import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDate,
  parseCreated,
  receiptOf,
  receiptTexts,
  useLanguage,
  useRead,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { ReadState } from '../session/ReadState';
import { SaveFavourite } from './SaveFavourite';
import { buttonClass, cardClass, Receipt } from '@qsr/shared-ui';

/** The member's past orders, newest first as the platform sends them, each with its receipt. */
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
  const texts = receiptTexts(language);
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
            {orders.map((order) => {
              const receipt = receiptOf(order);
              return (
                <li key={order.id} className={cardClass({ tone: 'flat' })}>
                  {/* The number the confirmation and the e-mail gave, to tell two orders apart. */}
                  <h3>
                    {receipt.number
                      ? t('orderNumbered', { number: receipt.number, date: date(order) })
                      : t('orderOf', { date: date(order) })}
                  </h3>
                  <p>{texts[`handoff_${receipt.handoff}`]}</p>
                  <Receipt receipt={receipt} language={language} />
                  <Link to={`/order/confirm?id=${encodeURIComponent(order.id)}`}>
                    {t('viewOrder', { number: receipt.number ?? '' }).trim()}
                  </Link>
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
              );
            })}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
