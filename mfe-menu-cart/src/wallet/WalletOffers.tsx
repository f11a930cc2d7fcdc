import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  formatCalendarDate,
  useAppState,
  useSignedIn,
  walletRewardsFor,
  type Order,
  type WalletReward,
} from '@qsr/shared-contracts';
import { localisedError } from '../promo/promo-message';
import { NS } from '../strings';
import { buttonClass } from '@qsr/shared-ui';

/**
 * §4.5 a member's wallet offers, filtered by channel (§5). Apply while no coupon is on the
 * order, Remove on the applied one, a disabled Apply on the others.
 */
export function WalletOffers({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const signedIn = useSignedIn();
  const { walletOffers, channel, language } = useAppState();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn) void actions.loadWalletOffers();
  }, [signedIn]);

  const rewards = walletRewardsFor(walletOffers as WalletReward[], channel);
  if (!signedIn || rewards.length === 0) return null;
  const applied = order.coupon?.couponcode ?? null;

  async function choose(reward: WalletReward, apply: boolean) {
    setBusy(reward.cred);
    const applied = await actions.applyWalletReward(apply ? reward : null);
    setFailure(applied.ok ? null : `Error: ${applied.failure.messages[0]}`);
    setBusy(null);
  }

  return (
    <section className="menuCart-wallet" aria-labelledby="menuCart-wallet-title">
      <h3 id="menuCart-wallet-title">{t('walletOffers')}</h3>
      <ul>
        {rewards.map((reward) => {
          const isApplied = applied === reward.cred;
          return (
            <li key={reward.cred} className={`menuCart-reward${isApplied ? ' is-applied' : ''}`}>
              {reward.image && <img src={reward.image} alt="" width={48} height={48} />}
              <span className="menuCart-reward-label">
                {reward.label}
                {reward.expires && (
                  <small>
                    {t('walletExpires', {
                      date: formatCalendarDate(reward.expires.slice(0, 10), language, 'long'),
                    })}
                  </small>
                )}
              </span>
              {isApplied ? (
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  aria-label={t('walletRemove', { label: reward.label })}
                  disabled={busy !== null}
                  onClick={() => void choose(reward, false)}
                >
                  {t('remove')}
                </button>
              ) : (
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  aria-label={t('walletApply', { label: reward.label })}
                  disabled={busy !== null || applied !== null}
                  onClick={() => void choose(reward, true)}
                >
                  {t('apply')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p role="alert" className="ui-field-error">
          {localisedError(failure, t)}
        </p>
      )}
    </section>
  );
}
