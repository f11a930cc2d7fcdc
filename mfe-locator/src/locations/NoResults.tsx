import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@qsr/shared-ui';
import { NS } from '../strings';

/** No restaurant matches the search: the way on is the whole list. */
export function NoResults({ onSeeAll }: { onSeeAll: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <EmptyState
      title={t('noResults')}
      action={
        <Button variant="secondary" onClick={onSeeAll}>
          {t('seeAllRestaurants')}
        </Button>
      }
    >
      <p>{t('noResultsBody')}</p>
    </EmptyState>
  );
}
