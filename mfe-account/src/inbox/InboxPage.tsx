import { useTranslation } from 'react-i18next';
import { Page } from '@qsr/shared-contracts';
import { NS } from '../strings';

export function InboxPage() {
  const { t } = useTranslation(NS);
  return <Page boundary="account" title={t('inbox')} />;
}
