import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '@qsr/shared-ui';

/**
 * What a page shows while what it needs arrives: the shape of a page (its heading, its intro,
 * a row of cards) instead of a spinner, so nothing jumps when the page comes; 'Loading…' is said.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('loading')} className="host-page-loading">
      <Skeleton shape="heading" width="quarter" />
      <Skeleton width="three-quarters" />
      <Skeleton width="half" />
      <div className="host-page-loading-cards">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} shape="block" />
        ))}
      </div>
    </SkeletonRegion>
  );
}
