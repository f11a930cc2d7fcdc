import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle, readSiteConfig } from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';

/**
 * §2.11, also shown for a page whose content or validation says "not found" (§2.1). A page that
 * names itself (a marketing page without content: 'Not Found') keeps that name in the title.
 */
export function NotFoundPage({ pageName }: { pageName?: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageName
      ? pageTitle(pageName, readSiteConfig().brandName)
      : t('notFoundTitle');
  }, [t, pageName]);
  return (
    <section className="host-not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFoundHeading')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className={buttonClass()} to="/">
        {t('takeMeBackHome')}
      </Link>
    </section>
  );
}
