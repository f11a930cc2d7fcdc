import { useTranslation } from 'react-i18next';
import { CONTENT_SLUGS } from '@qsr/shared-contracts';
import { Picture } from '../blocks/Picture';
import type { Asset } from '../content/content-types';
import { useStories } from '../content/stories';
import { NS } from '../strings';
import { CardsSkeleton } from './CardsSkeleton';
import { Link } from 'react-router';
import { Card, buttonClass, EmptyState } from '@qsr/shared-ui';

interface ExpansionStore {
  component: string;
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  opening?: string;
  image?: Asset;
}

/** The coming restaurants of the expansion stores folder (§7.3) on /expansion-menu. */
export function ExpansionStores() {
  const { t } = useTranslation(NS);
  const { data, error } = useStories<ExpansionStore>({ startsWith: CONTENT_SLUGS.expansionStores });
  if (error) return <p role="alert">{t('listFailed')}</p>;
  if (!data) return <CardsSkeleton className="marketing-grid" />;
  if (data.length === 0) {
    return (
      <EmptyState
        title={t('noStoresYet')}
        action={
          <Link className={buttonClass({ variant: 'secondary' })} to="/locations">
            {t('findRestaurant')}
          </Link>
        }
      >
        <p>{t('noStoresYetBody')}</p>
      </EmptyState>
    );
  }
  return (
    <section className="marketing-grid" aria-labelledby="marketing-stores-title">
      <h2 id="marketing-stores-title">{t('comingSoon')}</h2>
      <ul>
        {data.map((story) => (
          <Card as="li" key={story.uuid} tone="flat" className="marketing-teaser">
            <Picture asset={story.content.image} width={400} height={225} />
            <h3>{story.content.name ?? story.name}</h3>
            <p>
              {story.content.address}, {story.content.city}, {story.content.state}
            </p>
            {story.content.opening && (
              <p className="marketing-meta">{t('opening', { month: story.content.opening })}</p>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}
