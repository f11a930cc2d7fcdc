import { useTranslation } from 'react-i18next';
import { actions, boxQuantity } from '@qsr/shared-contracts';
import { useSaidInView } from '../forms/use-said-in-view';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { FavouriteOrders } from './FavouriteOrders';
import { RecentOrders } from './RecentOrders';
import { ReorderAsked } from './ReorderAsked';
import { useReorder } from './use-reorder';
import { buttonClass } from '@qsr/shared-ui';

/** /account/order-history: recent orders (reorder, save as favourite) and favourite orders. */
export function OrderHistoryPage() {
  const { t } = useTranslation(NS);
  const reordering = useReorder();
  const { busy, added, reorder } = reordering;
  const addedNotice = useSaidInView<HTMLParagraphElement>(
    added ? t('reordered', { count: boxQuantity(added) }) : '',
  );
  return (
    <MemberPage title={t('orderHistory')}>
      <p ref={addedNotice} role="status" className="ui-notice ui-notice--warning" hidden={!added}>
        {added && t('reordered', { count: boxQuantity(added) })}{' '}
        {added && (
          <button
            type="button"
            className={buttonClass({ variant: 'quiet' })}
            onClick={() => actions.setShowCart(true)}
          >
            {t('viewBox')}
          </button>
        )}
      </p>
      <ReorderAsked reorder={reordering} />
      <RecentOrders busy={busy} onReorder={(id) => reorder(() => actions.planReorder(id))} />
      <FavouriteOrders
        busy={busy}
        onReorder={(id) => reorder(() => actions.planFavouriteReorder(id))}
      />
    </MemberPage>
  );
}
