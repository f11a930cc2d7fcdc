import type { WalletReward } from './offers';

/** A reward of the catalogue: what a member may spend points on. */
export interface CatalogueReward {
  id: number;
  /** What the customer reads, in the answer's language. */
  name: string;
  /** What it costs. */
  points: number;
}

/** `GET members/rewards`: the catalogue, the member's points and the next reward to reach. */
export interface RewardCatalogue {
  points: number;
  rewards: CatalogueReward[];
  /** The cheapest reward the points do not reach yet; null once they reach every one. */
  next: (CatalogueReward & { needed: number }) | null;
}

/** `POST members/rewards/{rewardId}/redeem`: the points left and the new wallet reward. */
export interface RewardRedeemed {
  points: number;
  reward: WalletReward;
}

/** One change of a member's points: earned by a placed order, or spent on a reward. */
export interface PointsEntry {
  /** ISO 8601 date-time. */
  at: string;
  /** Positive when earned, negative when spent. */
  points: number;
  /** The placed order's number. */
  order?: string;
  /** The reward spent on. */
  reward?: { name: string };
}

/** `GET members/points`: the member's points history, the latest first. */
export interface PointsHistory {
  entries: PointsEntry[];
}
