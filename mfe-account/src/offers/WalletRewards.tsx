import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  useChannel,
  useLanguage,
  useOrder,
  useRead,
  walletRewardsFor,
} from '@qsr/shared-contracts';
import { ReadState } from '../session/ReadState';
import { NS } from '../strings';
import { cardClass } from '@qsr/shared-ui';

/**
 * §5 wallet rewards shown: unexpired, incomplete, and the channel's own (catering prefix); the one
 * the box carries says so.
 */
export function WalletRewards() {
  const { t } = useTranslation(NS);
  const channel = useChannel();
  const language = useLanguage();
  const inBox = useOrder()?.coupon?.couponcode;
  const read = useRead('loyalty', []);
  const rewards = {
    data: read.data && walletRewardsFor(read.data.wallet, channel),
    error: read.error,
    mutate: read.mutate,
  };
  return (
    <section aria-labelledby="wallet-rewards">
      <h2 id="wallet-rewards">{t('walletRewards')}</h2>
      <ReadState
        read={rewards}
        empty={{
          title: t('noRewards'),
          text: t('noRewardsBody'),
        }}
      >
        {(list) => (
          <ul className="account-list account-grid">
            {list.map((reward) => (
              <li key={reward.cred} className={cardClass({ tone: 'flat' })}>
                {reward.image && <img src={reward.image} alt="" width={96} height={96} />}
                <h3>{reward.label}</h3>
                {reward.expires && (
                  <p>
                    {t('rewardExpires', {
                      date: formatCalendarDate(reward.expires.slice(0, 10), language, 'long'),
                    })}
                  </p>
                )}
                <p>{t(reward.cred === inBox ? 'rewardInBox' : 'rewardHint')}</p>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
