import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLink } from './ContentLink';
import { linkHref, type HeroBlock } from './home-content';
import { buttonClass } from '@qsr/shared-ui';

/** The first screen: the content's hero, or the host's own words when it has none or fails. */
export function Hero({ hero }: { hero: HeroBlock | undefined }) {
  const { t } = useTranslation();
  if (!hero) {
    return (
      <section className="host-home-hero" aria-labelledby="home-heading">
        <div className="host-home-hero-text">
          <h1 id="home-heading">{t('homeHeading')}</h1>
          <p>{t('homeText')}</p>
          <div className="host-home-actions">
            <Link className={buttonClass()} to="/order">
              {t('orderNow')}
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/locations">
              {t('findRestaurant')}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  const cta = linkHref(hero.cta_link);
  return (
    <section className="host-home-hero" aria-labelledby="home-heading">
      <div className="host-home-hero-text">
        <h1 id="home-heading">{hero.headline}</h1>
        {hero.subheadline && <p>{hero.subheadline}</p>}
        <div className="host-home-actions">
          {hero.cta_label && cta && (
            <ContentLink className={buttonClass()} href={cta}>
              {hero.cta_label}
            </ContentLink>
          )}
          <Link className={buttonClass({ variant: 'secondary' })} to="/locations">
            {t('findRestaurant')}
          </Link>
        </div>
      </div>
      {hero.image?.filename && (
        <img
          className="host-home-hero-image"
          src={hero.image.filename}
          alt={hero.image.alt ?? ''}
          width={600}
          height={300}
          fetchPriority="high"
        />
      )}
    </section>
  );
}
