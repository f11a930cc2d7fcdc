import { useTranslation } from 'react-i18next';
import { actions, boxQuantity } from '@qsr/shared-contracts';
import { FormErrors } from '../forms/FormErrors';
import { useSaidInView } from '../forms/use-said-in-view';
import { MemberPage } from '../session/MemberPage';
import { NS } from '../strings';
import { FavouriteOrders } from './FavouriteOrders';
import { OtherSiteMessage } from './OtherSiteMessage';
import { RecentOrders } from './RecentOrders';
import { ReorderDialog } from './ReorderDialog';
import { useReorder } from './use-reorder';
import { buttonClass } from '@qsr/shared-ui';

/** /account/order-history: recent orders (reorder, save as favourite) and favourite orders. */
export function OrderHistoryPage() {
  const { t } = useTranslation(NS);
  const { busy, errors, otherSite, added, asking, reorder, choose, cancel } = useReorder();
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
      {/* While the dialog asks, its answer's errors are said in it. */}
      <FormErrors messages={asking ? [] : errors}>
        {otherSite && <OtherSiteMessage site={otherSite} />}
      </FormErrors>
      <RecentOrders busy={busy} onReorder={(id) => reorder(() => actions.planReorder(id))} />
      <FavouriteOrders
        busy={busy}
        onReorder={(id) => reorder(() => actions.planFavouriteReorder(id))}
      />
      {asking && (
        <ReorderDialog
          plan={asking}
          busy={busy}
          errors={errors}
          onChoose={choose}
          onCancel={cancel}
        />
      )}
    </MemberPage>
  );
}
