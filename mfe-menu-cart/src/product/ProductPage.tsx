import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import {
  MENU_IMAGE_GROUP,
  Page,
  locationsPathFor,
  orderability,
  productToReturnTo,
  useAppState,
  useRouteMatch,
  type CartProduct,
} from '@qsr/shared-contracts';
import { DietaryTags } from '../dietary/DietaryTags';
import { categoryPath } from '../menu/category-path';
import { MenuStatus } from '../menu/MenuStatus';
import { ProductSkeleton } from '../menu/MenuSkeleton';
import { buttonClass, EmptyState } from '@qsr/shared-ui';
import { useCurrentMenu } from '../menu/useCurrentMenu';
import { useCalorieFigure } from '../menu/calorie-figure';
import { NS } from '../strings';
import { useChosenTime, useNotOrderable } from '../orderable/useNotOrderable';
import { OrderForLater } from './OrderForLater';
import { FavouriteItemButton } from './FavouriteItemButton';
import { findBySku } from './find-product';
import { ProductDetails } from './ProductDetails';
import { RelatedItems } from './RelatedItems';
import { BoxProductForm } from './BoxProductForm';
import { NOT_ORDERABLE_ID } from './ProductForm';
import './product.css';
import { Price } from '@qsr/shared-ui';

/** /menu/product?id={sku} (view) and /order/product?id={sku}&cid={line}&q={qty} (customise). */
export function ProductPage() {
  const { t } = useTranslation(NS);
  const figure = useCalorieFigure();
  const customising = useRouteMatch()?.route.id === 'order-product';
  const [params] = useSearchParams();
  // A visit is a history entry: each one, even to the URL shown, starts from the product's
  // defaults (the choices of a visit left without adding are not the next visit's).
  const { pathname, search, key: visit } = useLocation();
  const { location, order } = useAppState();
  const { data: menu, error, isLoading, mutate } = useCurrentMenu();
  const found = findBySku(menu, params.get('id'));
  const notOrderableOf = useNotOrderable();
  const notOrderable = found ? notOrderableOf(found.product) : null;
  // Served at another time of day: the box's time can move to one it is served at, here.
  const chosenTime = useChosenTime();
  const laterOnly =
    found !== null && order !== null && notOrderable !== null
      ? orderability(found.product, chosenTime)
      : null;
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  const lineId = Number(params.get('cid')) || null;
  // The line of this product only: an old or edited link naming another product's line must
  // not edit it with this product's options.
  const line = (order?.products.find(
    (candidate) => candidate.id === lineId && candidate.product_id === found?.product.id,
  ) ?? null) as CartProduct | null;
  // The box line is the truth of what the customer chose: `q` is only what the link said when
  // it was made, and goes stale once the line is updated here (a reload must not undo it).
  // It counts only when the box has no such line (a new item, or a line removed meanwhile).
  const quantity = Math.max(1, Math.min(99, line?.quantity || Number(params.get('q')) || 1));

  // §8: no location for a product request goes to /locations, and back here once chosen.
  if (customising && !location) {
    return (
      <Navigate to={locationsPathFor('pickup', productToReturnTo(pathname, search))} replace />
    );
  }

  const title = found?.product.name ?? (customising ? t('customise') : t('product'));
  const image = found?.product.images.find((entry) => entry.groupname === MENU_IMAGE_GROUP);
  return (
    <Page boundary="menuCart" title={title} className="menuCart-product-page">
      <MenuStatus
        loading={isLoading}
        failed={Boolean(error) && !menu}
        retry={() => void mutate()}
        skeleton={<ProductSkeleton />}
      />
      {menu && !found && (
        <EmptyState
          title={t('productMissing')}
          action={
            <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
              {t('backToMenu')}
            </Link>
          }
        >
          <p>{t('productMissingBody')}</p>
        </EmptyState>
      )}
      {found && (
        <Link className="menuCart-back" to={categoryPath(found.category)}>
          <span aria-hidden="true">← </span>
          {t('backToCategory', { category: found.category.name })}
        </Link>
      )}
      {found && (
        <div className="menuCart-product-layout">
          <div className="menuCart-product-hero">
            {image && <img src={image.filename} alt={image.alt ?? ''} width={480} height={360} />}
            <p className="menuCart-product-facts">
              <Price amount={found.product.cost} size="lg" />
              {found.product.calories !== undefined &&
                ` · ${t('calories', { calories: figure(found.product.calories) })}`}
            </p>
            {found.product.description && <p>{found.product.description}</p>}
            <DietaryTags product={found.product} explained />
            <FavouriteItemButton product={found.product} />
            {notOrderable && (
              <p id={NOT_ORDERABLE_ID} className="menuCart-product-unavailable">
                {notOrderable}
              </p>
            )}
            {scheduledFor && (
              <p role="status" className="ui-notice">
                {t('orderNowFor', { when: scheduledFor })}
              </p>
            )}
            {order && laterOnly && !laterOnly.orderable && laterOnly.reason === 'daypart' && (
              <OrderForLater product={found.product} order={order} onScheduled={setScheduledFor} />
            )}
          </div>
          {customising ? (
            <BoxProductForm
              key={`${found.product.id}-${lineId ?? 'new'}-${visit}`}
              product={found.product}
              category={found.category.name}
              line={lineId ? line : null}
              initialQuantity={quantity}
              notOrderable={notOrderable}
            />
          ) : (
            <ProductDetails product={found.product} hasLocation={location !== null} />
          )}
        </div>
      )}
      {found && <RelatedItems product={found.product} category={found.category} />}
    </Page>
  );
}
