import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDate,
  formatPromised,
  parseCreated,
  restaurantZone,
  receiptOf,
  receiptTexts,
  useLanguage,
  useRead,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { ReadState } from '../session/ReadState';
import { SaveFavourite } from './SaveFavourite';
import { whichOrder } from './which-order';
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
              const which = whichOrder(t, {
                number: receipt.number,
                restaurant: order.restaurant,
                date: date(order),
              });
              return (
                <li key={order.id} className={cardClass({ tone: 'flat' })}>
                  {/* The number the confirmation and the e-mail gave, its restaurant and date. */}
                  <h3>{t('orderWhich', { which })}</h3>
                  <p>{texts[`handoff_${receipt.handoff}`]}</p>
                  {/* The one promised time, on the restaurant's clock (the day placed is above). */}
                  {receipt.promised && (
                    <p>
                      {receipt.handoff === 'delivery' ? texts.promisedDelivery : texts.promised}:{' '}
                      {formatPromised(
                        receipt.promised,
                        order.restaurant_timezone ?? restaurantZone(null),
                        language,
                      )}
                    </p>
                  )}
                  {/* Under the card's h3: a group order's parts are named by h4s. */}
                  <Receipt receipt={receipt} language={language} headingLevel={4} />
                  <div className="account-order-actions">
                    <Link
                      to={`/order/confirm?id=${encodeURIComponent(order.id)}`}
                      aria-label={t('viewOrderWhich', { which })}
                    >
                      {t('viewOrder', { number: receipt.number ?? '' }).trim()}
                    </Link>
                    <button
                      type="button"
                      className={buttonClass({ variant: 'secondary' })}
                      disabled={busy}
                      onClick={() => onReorder(order.id)}
                      aria-label={t('reorderOf', { which })}
                    >
                      {t('reorder')}
                    </button>
                  </div>
                  <SaveFavourite orderId={order.id} which={which} />
                </li>
              );
            })}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
