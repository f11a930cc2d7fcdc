import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** §2.11, also shown for a page whose content or validation says "not found" (§2.1). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('notFoundTitle');
  }, [t]);
  return (
    <section className="host-not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFoundHeading')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="host-button" to="/">
        {t('takeMeBackHome')}
      </Link>
    </section>
  );
}
