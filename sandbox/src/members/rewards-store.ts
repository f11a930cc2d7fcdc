import { randomBytes } from 'node:crypto';
import type { WalletReward } from '@qsr/shared-contracts';
import type { PointsEntry, RewardCatalogue, RewardRedeemed } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { errors } from '../http/errors';

/** How long a redeemed reward stays in the wallet. */
export const REDEEMED_REWARD_DAYS = 30;
const DAY_MS = 86_400_000;

interface CatalogueRow {
  id: number;
  name: string;
  points: number;
  kind: 'amount' | 'item';
  value: number | null;
  sku: string | null;
}

interface EntryRow {
  at: number;
  points: number;
  order_number: string | null;
  reward_name: string | null;
}

/** A wallet code no one can guess from another: `RW` and ten letters or digits. */
function newRewardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RW${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function toEntry(row: EntryRow): PointsEntry {
  return {
    at: new Date(row.at).toISOString(),
    points: row.points,
    ...(row.order_number === null ? {} : { order: row.order_number }),
    ...(row.reward_name === null ? {} : { reward: { name: row.reward_name } }),
  };
}

/**
 * The catalogue of rewards to spend points on, and the member's points history. A redeemed
 * reward is a wallet reward like any other (§3): a coupon code held by its member alone, which
 * the box applies by the same coupon call and which placing an order uses up.
 */
export function createRewardsStore(ctx: Ctx) {
  const { db } = ctx;
  const catalogue = db.prepare<[], CatalogueRow>(
    'SELECT id, name, points, kind, value, sku FROM reward_catalogue ORDER BY position',
  );
  const pointsOf = db.prepare<[number], { points: number }>(
    'SELECT points FROM members WHERE id = ?',
  );
  // The balance is checked in the same statement that spends it: no two spends pass on one.
  const spend = db.prepare<[number, number, number]>(
    'UPDATE members SET points = points - ? WHERE id = ? AND points >= ?',
  );
  const entries = db.prepare<[number], EntryRow>(
    `SELECT at, points, order_number, reward_name FROM points_entries
     WHERE member_id = ? ORDER BY at DESC, id DESC`,
  );

  const points = (memberId: number): number => pointsOf.get(memberId)?.points ?? 0;

  /** The reward as a coupon the box takes, and the member's wallet reward holding its code. */
  function issue(memberId: number, reward: CatalogueRow): WalletReward {
    const code = newRewardCode();
    const until = new Date(ctx.now() + REDEEMED_REWARD_DAYS * DAY_MS);
    const expires = until.toISOString().slice(0, 10);
    // The code lasts to the end of the wallet's last day, as the wallet counts days.
    const endOfDay = Date.parse(`${expires}T00:00:00Z`) + DAY_MS;
    db.prepare(
      `INSERT INTO coupons (code, description, kind, value, sku, minimum_cents, channel,
         single_use, expires_at) VALUES (?, ?, ?, ?, ?, 0, 'default', 0, ?)`,
    ).run(code, reward.name, reward.kind, reward.value, reward.sku, endOfDay);
    db.prepare(
      `INSERT INTO wallet_rewards (member_id, label, cred, image, expires, status, position)
       VALUES (?, ?, ?, NULL, ?, 'incomplete',
         (SELECT COALESCE(MAX(position), -1) + 1 FROM wallet_rewards WHERE member_id = ?))`,
    ).run(memberId, reward.name, code, expires, memberId);
    return { label: reward.name, cred: code, expires, status: 'incomplete' };
  }

  return {
    catalogue(memberId: number): RewardCatalogue {
      const balance = points(memberId);
      const rewards = catalogue.all().map(({ id, name, points: cost }) => ({
        id,
        name,
        points: cost,
      }));
      const next = rewards
        .filter((reward) => reward.points > balance)
        .sort((a, b) => a.points - b.points)[0];
      return {
        points: balance,
        rewards,
        next: next ? { ...next, needed: next.points - balance } : null,
      };
    },

    /** Spends the member's points on a reward; the caller runs it in a transaction. */
    redeem(memberId: number, rewardId: number): RewardRedeemed {
      const reward = catalogue.all().find((row) => row.id === rewardId);
      if (!reward) throw errors.rewardNotFound();
      if (spend.run(reward.points, memberId, reward.points).changes === 0) {
        throw errors.notEnoughPoints(reward.name, reward.points - points(memberId));
      }
      db.prepare(
        'INSERT INTO points_entries (member_id, at, points, reward_name) VALUES (?, ?, ?, ?)',
      ).run(memberId, ctx.now(), -reward.points, reward.name);
      return { points: points(memberId), reward: issue(memberId, reward) };
    },

    history(memberId: number): PointsEntry[] {
      return entries.all(memberId).map(toEntry);
    },
  };
}

export type RewardsStore = ReturnType<typeof createRewardsStore>;
