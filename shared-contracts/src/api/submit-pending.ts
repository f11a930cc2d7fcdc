/**
 * The BFF's answer to `POST orders/{id}/submit` when the ordering API took the submission but
 * gave no answer in time, or the connection broke after it was sent: the order may have been
 * placed, so the answer is neither a placed order nor "try again". HTTP 202, never kept by a
 * cache; the order's status (`GET orders/{id}/status`) tells what became of it.
 */
export const SUBMIT_PENDING_STATUS = 202;

/** What the answer says, for a reader that has no words of its own (the page has). */
export const SUBMIT_PENDING_MESSAGE =
  'Your order is being confirmed. Do not place it again: its status will show whether it went through.';

export interface SubmitPending {
  status: 'pending';
  /** The order the submit was for, from its path: the reference the customer is shown. */
  orderId: string;
  message: string;
}
