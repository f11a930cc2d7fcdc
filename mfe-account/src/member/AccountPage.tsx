import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  actions,
  unviewedCount,
  useAppState,
  useChannel,
  useRead,
  useMember,
} from '@qsr/shared-contracts';
import { LoadFailed } from '../session/LoadFailed';
import { MemberPage } from '../session/MemberPage';
import { ACCOUNT_LINKS } from '../session/AccountNav';
import { NS } from '../strings';
import { cardClass, Skeleton, SkeletonRegion } from '@qsr/shared-ui';

/** /account: the greeting, the loyalty balance and the quick links of the member area. */
export function AccountPage() {
  const { t } = useTranslation(NS);
  return (
    <MemberPage title={t('myAccount')}>
      <AccountHome />
    </MemberPage>
  );
}

function AccountHome() {
  const { t } = useTranslation(NS);
  const user = useMember();
  const { contentCards } = useAppState();
  const channel = useChannel();
  const loyalty = useRead('loyalty', []);
  useEffect(() => {
    void actions.loadContentCards().then((loaded) => {
      if (!loaded.ok) console.error('Could not load the inbox', loaded.failure.cause);
    });
  }, []);
  const unread = unviewedCount(contentCards, channel);

  return (
    <>
      <p className="account-greeting">{t('greeting', { name: user?.first_name ?? '' })}</p>
      <section className={cardClass({ tone: 'flat' })} aria-labelledby="loyalty-balance">
        <h2 id="loyalty-balance">{t('loyaltyBalance')}</h2>
        {loyalty.data ? (
          <p className="account-points">{t('points', { count: loyalty.data.points })}</p>
        ) : loyalty.error ? (
          <LoadFailed retry={loyalty.mutate} />
        ) : (
          <SkeletonRegion label={t('loading')}>
            <Skeleton shape="heading" width="quarter" className="account-points" />
          </SkeletonRegion>
        )}
      </section>
      {unread > 0 && (
        <p>
          <Link to="/account/inbox">{t('unreadLink', { count: unread })}</Link>
        </p>
      )}
      <nav aria-label={t('quickLinks')}>
        <ul className="account-list account-grid">
          {ACCOUNT_LINKS.slice(1).map(([to, key]) => (
            <li key={to}>
              <Link className={`${cardClass({ tone: 'flat' })} account-quick-link`} to={to}>
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
