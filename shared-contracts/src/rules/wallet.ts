import type { Channel } from '../channel/channel';
import type { WalletReward } from '../types/offers';

/** §5: catering rewards carry this label prefix. */
export const CATERING_REWARD_PREFIX = 'catering - ';

/** Today in the browser's calendar, `YYYY-MM-DD`. */
function localDate(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** No expiry, or an expiry date of today or later (the date part of an ISO value). */
function unexpired(reward: WalletReward, today: string): boolean {
  return !reward.expires || reward.expires.slice(0, 10) >= today;
}

/** A wallet reward's name as the customer reads it: a catering reward's without its prefix. */
export function walletRewardName(label: string): string {
  return label.toLowerCase().startsWith(CATERING_REWARD_PREFIX)
    ? label.slice(CATERING_REWARD_PREFIX.length)
    : label;
}

/**
 * §5 wallet rewards shown: unexpired and with status 'incomplete'. In catering only the
 * rewards labelled 'catering - …', with the prefix stripped; in the default channel those
 * are hidden. The prefix is matched regardless of case ('Catering - ' counts).
 */
export function walletRewardsFor(
  rewards: readonly WalletReward[],
  channel: Channel,
  today: Date = new Date(),
): WalletReward[] {
  const date = localDate(today);
  return rewards
    .filter((reward) => reward.status === 'incomplete' && unexpired(reward, date))
    .filter(
      (reward) =>
        reward.label.toLowerCase().startsWith(CATERING_REWARD_PREFIX) === (channel === 'catering'),
    )
    .map((reward) =>
      channel === 'catering' ? { ...reward, label: walletRewardName(reward.label) } : reward,
    );
}
