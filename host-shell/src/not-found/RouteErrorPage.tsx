import { useTranslation } from 'react-i18next';
import { errorStatus } from './error-status';
import { NotFoundPage } from './NotFoundPage';
import { buttonClass } from '@qsr/shared-ui';

/** The last line of defence: an error outside every remote area (§2.1 status rule). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <main id="main-content" className="host-page-error" role="alert" data-status={status}>
      <h1>{t('errorHeading')}</h1>
      <p>{t('errorText')}</p>
      <a className={buttonClass()} href="/">
        {t('takeMeBackHome')}
      </a>
    </main>
  );
}
