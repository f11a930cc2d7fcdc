import { actions, type Order, type WalletReward } from '@qsr/shared-contracts';

/** What became of a reward just redeemed: put in the box, or why it waits in the rewards. */
export type InBox =
  | { kind: 'applied' }
  | { kind: 'no-box' }
  | { kind: 'has-code' }
  | { kind: 'refused'; reason: string };

/**
 * A reward just redeemed goes into the box the customer is building, applied by its name. A box
 * takes one code or reward: one that has one keeps it (nothing changes behind the customer's
 * back), and the reward waits in the rewards, as it does when there is no box yet.
 */
export async function putInBox(reward: WalletReward, box: Order | null): Promise<InBox> {
  if (!box || box.products.length === 0) return { kind: 'no-box' };
  if (box.coupon?.couponcode) return { kind: 'has-code' };
  const applied = await actions.applyWalletReward(reward);
  return applied.ok
    ? { kind: 'applied' }
    : { kind: 'refused', reason: applied.failure.messages.join(' ') };
}
