import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function CareersPage() {
  const { t } = useTranslation(NS);
  // A release may carry a note (`npm run release -- build careers --note …`): it says which
  // build is live, and lets the end-to-end suite see a newly pinned version.
  const releaseNote = __RELEASE_NOTE__;
  return (
    <Page boundary="careers" title={t('careers')}>
      {releaseNote ? (
        <p className="careers-release-note" data-release-note="">
          {releaseNote}
        </p>
      ) : null}
    </Page>
  );
}
