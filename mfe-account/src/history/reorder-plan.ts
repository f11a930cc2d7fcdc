import type { actions } from '@qsr/shared-contracts';

/** A reorder rebuilt and waiting for the customer's answer, as `finishReorder` takes it. */
export type ReorderPlan = Parameters<typeof actions.finishReorder>[0];

/** The customer's answer: replace the box or add to it; at their restaurant or the past one's. */
export type ReorderChoice = Parameters<typeof actions.finishReorder>[1];
