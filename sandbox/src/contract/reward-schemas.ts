import type { PointsHistory, RewardCatalogue, RewardRedeemed } from '@qsr/shared-contracts/core';
import { z } from 'zod';
import { WalletRewardSchema } from './schemas';

/* The answers of the rewards catalogue and the points history, as the contract types them. */

const CatalogueRewardSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  points: z.number().int().positive(),
});

export const RewardCatalogueSchema = z.strictObject({
  points: z.number().int().nonnegative(),
  rewards: z.array(CatalogueRewardSchema),
  next: CatalogueRewardSchema.extend({ needed: z.number().int().positive() }).nullable(),
});

export const RewardRedeemedSchema = z.strictObject({
  points: z.number().int().nonnegative(),
  reward: WalletRewardSchema,
});

export const PointsHistorySchema = z.strictObject({
  entries: z.array(
    z.strictObject({
      at: z.string().datetime(),
      points: z.number().int(),
      order: z.string().min(1).optional(),
      reward: z.strictObject({ name: z.string().min(1) }).optional(),
    }),
  ),
});

// Compile-time agreement with shared-contracts (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;
export type RewardContractChecks = [
  Agrees<Same<z.infer<typeof RewardCatalogueSchema>, RewardCatalogue>>,
  Agrees<Same<z.infer<typeof RewardRedeemedSchema>, RewardRedeemed>>,
  Agrees<Same<z.infer<typeof PointsHistorySchema>, PointsHistory>>,
];
