import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@qsr/shared-contracts';
import { Skeleton, SkeletonForm, SkeletonList, SkeletonRegion } from '@qsr/shared-ui';

/** The shape a remote's pages mostly take, so its loading page looks like what comes. */
const PAGE_SHAPES: Record<RemoteName, 'cards' | 'list' | 'form' | 'article'> = {
  menuCart: 'cards',
  locator: 'list',
  checkout: 'form',
  account: 'form',
  marketing: 'article',
  careers: 'list',
};

/**
 * What a page shows while its remote arrives: the shape of the page it will be (the menu's
 * cards, the locator's list, a form, an article) instead of a spinner, so nothing jumps when
 * the page comes; 'Loading…' is said once. Without an owner (the home page): its cards.
 */
export function PageLoading({ owner }: { owner?: RemoteName }) {
  const { t } = useTranslation();
  const shape = owner ? PAGE_SHAPES[owner] : 'cards';
  const label = t('loading');
  if (shape === 'list') {
    return (
      <div className="host-page-loading" data-shape={shape}>
        <Skeleton shape="heading" width="quarter" />
        <SkeletonList label={label} rows={4} />
      </div>
    );
  }
  if (shape === 'form') {
    return (
      <div className="host-page-loading host-page-loading-narrow" data-shape={shape}>
        <Skeleton shape="heading" width="half" />
        <SkeletonForm label={label} fields={4} />
      </div>
    );
  }
  return (
    <SkeletonRegion label={label} className="host-page-loading">
      <Skeleton shape="heading" width="quarter" />
      {shape === 'article' ? (
        <Skeleton shape="block" className="host-page-loading-hero" />
      ) : (
        <>
          <Skeleton width="three-quarters" />
          <div className="host-page-loading-cards">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} shape="block" />
            ))}
          </div>
        </>
      )}
    </SkeletonRegion>
  );
}
