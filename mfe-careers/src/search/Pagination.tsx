import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/** Previous / Page X of Y / Next. Buttons at the ends are disabled rather than hidden. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav className="careers-pagination" aria-label={t('pagination')}>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
