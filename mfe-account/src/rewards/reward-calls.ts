import { API_HEADERS, callApi, ORDERING_CALLS, type CallOptions } from '@qsr/shared-contracts';

/*
 * The calls of the rewards catalogue, only the account makes them: the catalogue with the
 * member's points, redeeming one of its rewards into the wallet, and the points history. They
 * carry the ordering token, as the member's offers do.
 */

/** `GET members/rewards`: the catalogue, the points and the next reward to reach. */
export type RewardCatalogue = NonNullable<(typeof ORDERING_CALLS.getRewardCatalogue)['answer']>;
/** `POST members/rewards/{rewardId}/redeem`: the points left and the new wallet reward. */
export type RewardRedeemed = NonNullable<(typeof ORDERING_CALLS.redeemReward)['answer']>;
/** One change of the member's points: earned by an order or spent on a reward. */
export type PointsEntry = NonNullable<
  (typeof ORDERING_CALLS.getPointsHistory)['answer']
>['entries'][number];

/** GET members/rewards. */
export function getRewardCatalogue(options?: CallOptions) {
  return callApi(ORDERING_CALLS.getRewardCatalogue, {}, { auth: 'ordering', ...options });
}

/**
 * POST members/rewards/{rewardId}/redeem. The key is one per press of Redeem: a retry of that
 * press (a double submit, a lost answer) spends the points once.
 */
export function redeemReward(rewardId: number, idempotencyKey: string, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.redeemReward,
    { rewardId },
    { auth: 'ordering', headers: { [API_HEADERS.idempotencyKey]: idempotencyKey }, ...options },
  );
}

/** GET members/points: the points history, the latest first. */
export async function getPointsHistory(options?: CallOptions): Promise<PointsEntry[]> {
  const answer = await callApi(
    ORDERING_CALLS.getPointsHistory,
    {},
    { auth: 'ordering', ...options },
  );
  return answer.entries;
}
