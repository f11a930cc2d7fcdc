import { useTranslation } from 'react-i18next';

/** What a page shows while what it needs arrives: a spinner and 'Loading…', announced. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="host-page-loading" role="status">
      <span className="host-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
