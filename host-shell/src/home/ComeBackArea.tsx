import { useTranslation } from 'react-i18next';
import { COOKIE_VALUES, COOKIES, hasWayBack, useAppState } from '@qsr/shared-contracts';
import { SkeletonCardStrip } from '@qsr/shared-ui';
import { RemoteArea } from '../remotes/RemoteArea';
import { usePageRequest } from '../site/page-request';

/**
 * The account team's way back for a returning customer (recent orders, favourites) under the
 * home page's hero, in its strip's room from the first render (the server's too: it knows the
 * customer has one from the host's cookie). A first visit has none, and loads no remote for it.
 */
export function ComeBackArea() {
  const { t } = useTranslation();
  const hinted = usePageRequest().cookie(COOKIES.wayBack) === COOKIE_VALUES.wayBack;
  if (!hasWayBack(useAppState()) && !hinted) return null;
  return (
    <RemoteArea
      remote="account"
      module="./come-back"
      loading={<SkeletonCardStrip label={t('loadingWayBack')} />}
      render={({ default: ComeBack }) => <ComeBack />}
    />
  );
}
