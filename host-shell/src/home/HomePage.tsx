import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../site/site-config-context';

/** The home page (first version: hero and the two ways into an order). */
export function HomePage() {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  useEffect(() => {
    document.title = brandName;
  }, [brandName]);
  return (
    <section className="host-home-hero" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('homeHeading')}</h1>
      <p>{t('homeText')}</p>
      <div className="host-home-actions">
        <Link className="host-button" to="/menu">
          {t('viewMenu')}
        </Link>
        <Link className="host-link-button" to="/locations">
          {t('findRestaurant')}
        </Link>
      </div>
    </section>
  );
}
