import type { Request, Response } from 'express';
import { SUBMIT_PENDING_MESSAGE, SUBMIT_PENDING_STATUS } from '@qsr/shared-contracts/core';
import type { SubmitPending } from '@qsr/shared-contracts/core';
import { allowedCallOf } from './allowed-calls';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A submit the ordering API took and never answered may have placed the order: "try again"
 * would place it twice. It answers 202 `SubmitPending` with the order's reference from the
 * path instead; the page then follows the order's status. Any other call is left to the
 * 502/504.
 */
export function answerSubmitPending(_req: Request, res: Response): boolean {
  const allowed = allowedCallOf(res);
  const orderId = allowed?.name === 'submitOrder' ? allowed.params.orderId : undefined;
  if (!orderId) return false;
  const answer: SubmitPending = {
    status: 'pending',
    orderId: decoded(orderId),
    message: SUBMIT_PENDING_MESSAGE,
  };
  res.status(SUBMIT_PENDING_STATUS).set('cache-control', 'no-store').json(answer);
  return true;
}
