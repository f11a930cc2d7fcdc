import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, useAppState, type Product } from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';
import { NS } from '../strings';

/**
 * The product kept as a favourite on this device (guest or member): the home page and the menu
 * offer it again in "Your favorites". Said when it changes, for a screen reader's user too.
 */
export function FavouriteItemButton({ product }: { product: Pick<Product, 'sku' | 'name'> }) {
  const { t } = useTranslation(NS);
  const favourite = useAppState().favouriteItems.some(({ sku }) => sku === product.sku);
  const [said, setSaid] = useState('');
  const toggle = () => {
    const now = actions.toggleFavouriteItem({ sku: product.sku, name: product.name });
    setSaid(t(now ? 'favouriteItemSaved' : 'favouriteItemRemoved', { name: product.name }));
  };
  return (
    <p className="menuCart-favourite">
      <button
        type="button"
        className={buttonClass({ variant: 'quiet' })}
        aria-pressed={favourite}
        onClick={toggle}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'} </span>
        {t('favouriteItem')}
      </button>
      <span role="status" className="ui-visually-hidden">
        {said}
      </span>
    </p>
  );
}
