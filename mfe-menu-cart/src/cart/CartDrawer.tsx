import { useTranslation } from 'react-i18next';
import { actions, useAppState, useModalDialog } from '@qsr/shared-contracts';
import { NS } from '../strings';
import './cart-drawer.css';

const close = () => actions.setShowCart(false);

/** §2.7 'Your Cart' (first version: the empty state; the box issue fills it). */
export function CartDrawer() {
  const { t } = useTranslation(NS);
  const { showCart } = useAppState();
  const dialog = useModalDialog<HTMLElement>(showCart, close);

  if (!showCart) return null;
  return (
    <div className="mc-drawer-backdrop" onClick={close}>
      <aside
        ref={dialog}
        className="mc-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mc-drawer-title"
        data-boundary="menuCart"
        onClick={(event) => event.stopPropagation()}
      >
        <header className="mc-drawer-header">
          <h2 id="mc-drawer-title">{t('yourCart')}</h2>
          <button
            type="button"
            className="mc-drawer-close"
            aria-label={t('closeCart')}
            onClick={close}
          >
            ×
          </button>
        </header>
        <p className="mc-drawer-empty">{t('cartEmpty')}</p>
      </aside>
    </div>
  );
}
