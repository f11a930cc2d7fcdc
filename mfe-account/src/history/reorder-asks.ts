import type { ReorderPlan } from './reorder-plan';

/** Whether the reorder asks first: a box with items, or another restaurant chosen. */
export const reorderAsks = (plan: ReorderPlan): boolean =>
  plan.boxItems > 0 || plan.current !== null;
