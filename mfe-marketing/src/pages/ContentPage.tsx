import { useTranslation } from 'react-i18next';
import { Page, useRouteMatch } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { nameFromSlug, pageNameKey } from './page-name';

/**
 * Every marketing route of §2.1 (first version: the page's name; the marketing-pages issue
 * renders its content from the content service).
 */
export function ContentPage() {
  const { t } = useTranslation(NS);
  const match = useRouteMatch();
  const params = match?.params ?? {};
  const key = match ? pageNameKey(match.route.id) : null;
  const slug = params.slug ?? params.item ?? params.welcome ?? '';
  const title = key && !params.slug && !params.item ? t(key) : nameFromSlug(slug);
  return <Page boundary="marketing" title={title} />;
}
