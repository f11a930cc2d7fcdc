import { useTranslation } from 'react-i18next';
import { cardClass, Skeleton, SkeletonList } from '@qsr/shared-ui';
import { NS } from '../strings';

/** The list and the map on their way, in their boxes: nothing moves when they come. */
export function ResultsLoading() {
  const { t } = useTranslation(NS);
  return (
    <div className="locator-results-with-map">
      <SkeletonList
        label={t('loadingLocations')}
        rows={4}
        rowClassName={`${cardClass()} locator-result`}
      />
      <div className="locator-map locator-map-placeholder" data-placement="store">
        <Skeleton shape="block" />
      </div>
    </div>
  );
}
