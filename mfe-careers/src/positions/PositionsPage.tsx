import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { jobSearchQuery, useJobSearch } from '../search/job-search-params';
import { JobResults } from '../search/JobResults';
import { NS } from '../strings';
import '../careers.css';

/** /positions: every open position, paged (the job search with no filter, §7.3). */
export function PositionsPage() {
  const { t } = useTranslation(NS);
  const { search, goToPage } = useJobSearch();
  return (
    <Page boundary="careers" title={t('positions')} className="careers-page">
      <JobResults
        query={jobSearchQuery({ ...search, keyword: '', place: '' })}
        place=""
        onPage={goToPage}
        nextStep={{ label: t('backToCareers'), to: '/careers' }}
      />
    </Page>
  );
}
