import { subscribeKey } from 'valtio/utils';
import { totalsDue } from '../rules/totals-due';
import type { AppState } from '../types/client-state';
import type { Order } from '../types/order';
import { putTotalsRight } from './order-actions';

/**
 * Keeps the box's tip and round-up with its totals, whichever change moved them and wherever it
 * was made (the box drawer, a code, the handoff, another tab): the ordering API prices them
 * again at once, counted as pricing, so the box, checkout, the review and the charge show one
 * tip and one round-up and never a figure from before the change. An amount is asked once
 * while it stays due: an answer that does not take it is not asked again and again.
 */
export function followBoxTotals(state: AppState): () => void {
  let asked: string | null = null;
  const follow = (box: Order | null) => {
    const due = box && totalsDue(box);
    // Right as it stands: an amount asked before may be due again after the next change (a code
    // taken off brings back the total it had), and is asked then.
    if (!box || !due) {
      asked = null;
      return;
    }
    const ask = JSON.stringify([box.id, due]);
    if (ask === asked) return;
    asked = ask;
    void putTotalsRight(due);
  };
  follow(state.order);
  return subscribeKey(state, 'order', follow);
}
