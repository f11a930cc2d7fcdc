import { API_HEADERS } from '@qsr/shared-contracts/core';
import type { Router } from 'express';
import type { Ctx } from '../context';
import type { Auth } from '../http/auth';
import { errors } from '../http/errors';
import { idParam } from '../http/query';
import { idempotencyKey } from '../orders/routes';
import type { RewardsStore } from './rewards-store';

interface RedeemKeyRow {
  member_id: number;
  reward_id: number;
  status: number;
  body: string;
}

/** What the rewards routes need. */
export interface RewardsDeps {
  ctx: Ctx;
  auth: Auth;
  rewards: RewardsStore;
}

/**
 * Sandbox addition: the catalogue of rewards to spend points on, redeeming one into the wallet,
 * and the points history. A redeem with an `Idempotency-Key` answers a retry with its first
 * answer, so a double submit spends once; without one each redeem is its own, and the balance,
 * checked as it is spent, refuses what the points no longer cover (`[262]`).
 */
export function rewardsRoutes(router: Router, { ctx, auth, rewards }: RewardsDeps): void {
  const keyRow = ctx.db.prepare<[string], RedeemKeyRow>(
    'SELECT member_id, reward_id, status, body FROM reward_redeem_keys WHERE key = ?',
  );
  const keep = ctx.db.prepare(
    `INSERT INTO reward_redeem_keys (key, member_id, reward_id, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  router.get('/rewards', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    res.set('cache-control', 'no-store').json(rewards.catalogue(memberId));
  });

  router.post('/rewards/:rewardId/redeem', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    const rewardId = idParam(req.params.rewardId);
    const key = idempotencyKey(req.get(API_HEADERS.idempotencyKey));
    const answer = ctx.db
      .transaction(() => {
        const first = key === undefined ? undefined : keyRow.get(key);
        if (first) {
          if (first.member_id !== memberId || first.reward_id !== rewardId) {
            throw errors.redeemKeyReused();
          }
          return JSON.parse(first.body) as unknown;
        }
        if (rewardId === undefined) throw errors.rewardNotFound();
        const redeemed = rewards.redeem(memberId, rewardId);
        if (key !== undefined)
          keep.run(key, memberId, rewardId, 200, JSON.stringify(redeemed), ctx.now());
        return redeemed;
      })
      .immediate();
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get('/points', (req, res) => {
    const { memberId } = auth.required(req, 'ordering');
    res.set('cache-control', 'no-store').json({ entries: rewards.history(memberId) });
  });
}
