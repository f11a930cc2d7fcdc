import type { ReorderPlan } from '@qsr/shared-contracts';

/** Whether the reorder asks first: a box with items, or another restaurant chosen. */
export const reorderAsks = (plan: ReorderPlan): boolean =>
  plan.boxItems > 0 || plan.current !== null;
