import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonList, SkeletonRegion } from '@qsr/shared-ui';
import { NS } from '../strings';

/** The cards of a phone's first screen and a desktop's first row or two. */
const CARDS = 8;

/**
 * The menu on its way: the category bar, a heading and a grid of cards, each in the box of a
 * product card (same list and card classes, the picture's 4:3), so the menu lands in place.
 */
export function MenuSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <SkeletonRegion label={t('loadingMenu')}>
      <div className="menuCart-category-nav menuCart-skeleton-nav">
        {[0, 1, 2, 3].map((pill) => (
          <Skeleton key={pill} shape="pill" width="quarter" />
        ))}
      </div>
      <Skeleton shape="heading" width="quarter" className="menuCart-skeleton-heading" />
      <Skeleton shape="line" width="half" className="menuCart-skeleton-text" />
      <ul className="menuCart-products">
        {Array.from({ length: CARDS }, (_, card) => (
          <li key={card} className="menuCart-product">
            <Skeleton shape="block" className="menuCart-skeleton-picture" />
            <Skeleton shape="line" width="three-quarters" className="menuCart-product-name" />
            <Skeleton shape="line" width="half" />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/** A product on its way: its picture beside its details, as the product page lays them out. */
export function ProductSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <SkeletonRegion label={t('loadingProduct')} className="menuCart-product-layout">
      <div className="menuCart-product-hero">
        <Skeleton shape="block" className="menuCart-skeleton-picture" />
        <Skeleton shape="line" width="quarter" />
        <Skeleton shape="line" />
        <Skeleton shape="line" width="three-quarters" />
      </div>
      <div>
        <Skeleton shape="heading" width="half" />
        <Skeleton shape="line" width="three-quarters" />
        <Skeleton shape="pill" width="half" />
      </div>
    </SkeletonRegion>
  );
}

/** The nutrition table on its way: one row per product. */
export function NutritionSkeleton() {
  const { t } = useTranslation(NS);
  return <SkeletonList label={t('loadingMenu')} rows={6} />;
}
