import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonRegion } from '@qsr/shared-ui';
import { NS } from '../strings';

/** A list of cards on its way (stories, coming restaurants): the cards' grid, 16:9 pictures. */
export function CardsSkeleton({ className }: { className: string }) {
  const { t } = useTranslation(NS);
  return (
    <SkeletonRegion label={t('loading')} className={className}>
      <Skeleton shape="heading" width="quarter" />
      <ul>
        {[0, 1, 2].map((card) => (
          <li key={card} className="marketing-card">
            <Skeleton shape="block" className="marketing-skeleton-picture" />
            <Skeleton shape="line" width="three-quarters" />
            <Skeleton shape="line" width="half" />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/** A content page on its way: its hero (a 2:1 picture beside its headline) as pages open. */
export function PageSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <SkeletonRegion label={t('loading')} className="marketing-hero">
      <Skeleton shape="block" className="marketing-skeleton-hero" />
      <div>
        <Skeleton shape="heading" width="three-quarters" />
        <Skeleton shape="line" />
        <Skeleton shape="pill" width="half" />
      </div>
    </SkeletonRegion>
  );
}
