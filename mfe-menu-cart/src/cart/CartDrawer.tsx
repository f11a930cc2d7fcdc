import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  actions,
  productsOf,
  unorderableLines,
  useAppState,
  useLanguage,
  type Order,
} from '@qsr/shared-contracts';
import { BoxNotices, Button, Drawer, EmptyState, Notice } from '@qsr/shared-ui';
import { RedeemedOfferNotes } from '../notices/RedeemedOfferNotes';
import { PromoField } from '../promo/PromoField';
import { notOrderableText, useChosenTime } from '../orderable/useNotOrderable';
import { NS } from '../strings';
import { Upsells } from '../upsells/Upsells';
import { WalletOffers } from '../wallet/WalletOffers';
import { BoxLines } from './BoxLines';
import { BoxCalories } from './BoxCalories';
import { BoxTotals } from './BoxTotals';
import { BoxWhen } from './BoxWhen';
import { CateringMinimumNotice } from './CateringMinimumNotice';
import { CheckoutButton } from './CheckoutButton';
import { useDrawerOpened } from './useDrawerOpened';
import { useCloseOnRouteChange } from './useCloseOnRouteChange';
import './cart-drawer.css';

const close = () => actions.setShowCart(false);

/**
 * §2.7 'Your Cart', under how and when it is handed over, in the spec's order: the unavailable
 * notice, the lines (each the box cannot have for its time marked by name: `unorderableLines`
 * of the current restaurant's menu), add-more-items (small screens), totals (and why a catering
 * delivery under its minimum cannot check out), promo field, wallet offers, upsells, and
 * checkout with the total. It closes on every route change.
 */
export function CartDrawer() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const state = useAppState();
  const { showCart, menu, defaultMenu, boxNotices } = state;
  // The components below only read the order: its snapshot stands for the Order type.
  const order = state.order as Order | null;
  const unavailable = useDrawerOpened(showCart);
  const language = useLanguage();
  const chosen = useChosenTime();
  useCloseOnRouteChange();

  if (!showCart) return null;
  const lines = order?.products ?? [];
  const productOf = (productId: number) =>
    productsOf(menu ?? defaultMenu).find((product) => product.id === productId);
  const notOrderable = new Map(
    unorderableLines(lines, menu, chosen).map(({ line, why }) => [
      line.id,
      notOrderableText(why, t, language),
    ]),
  );

  return (
    <Drawer
      open
      onClose={close}
      title={t('drawerTitle')}
      closeLabel={t('closeDrawer')}
      className="menuCart-box"
      data-boundary="menuCart"
    >
      {!order || lines.length === 0 ? (
        <EmptyState
          title={t('emptyBox')}
          headingLevel={3}
          action={
            <Button
              onClick={() => {
                close();
                navigate('/order');
              }}
            >
              {t('startOrder')}
            </Button>
          }
        >
          <p>{t('emptyBoxHint')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="menuCart-box-content">
            <BoxWhen order={order} />
            <BoxNotices
              notices={boxNotices}
              language={language}
              onDismiss={actions.dismissBoxNotice}
            />
            {unavailable && <Notice tone="warning">{t('unavailableNotice')}</Notice>}
            <BoxLines
              lines={lines}
              propsOf={(line) => ({
                product: productOf(line.product_id),
                notOrderable: notOrderable.get(line.id),
              })}
            />
            <Button
              variant="secondary"
              block
              className="menuCart-add-more"
              onClick={() => {
                close();
                navigate('/menu');
              }}
            >
              {t('addMoreItems')}
            </Button>
            <Link className="menuCart-order-together" to="/order/group">
              {t('orderTogether')}
            </Link>
            <BoxTotals order={order} />
            <BoxCalories lines={lines} />
            <CateringMinimumNotice order={order} />
            <PromoField order={order} />
            <RedeemedOfferNotes order={order} />
            <WalletOffers order={order} />
            <Upsells order={order} />
          </div>
          <CheckoutButton order={order} />
        </>
      )}
    </Drawer>
  );
}
