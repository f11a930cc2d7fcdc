import type { OrderStatus } from '@qsr/shared-contracts';
import type { ArrivalDetails } from '@qsr/shared-contracts/core';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import type { OrderCore, OrderDeps } from './core';
import { statusOf } from './status';
import type { OrderRow } from './store';

/** The spot and car as kept: what this call says, over what an earlier one said. */
function arrivalSaid(row: OrderRow, details: ArrivalDetails): string | null {
  const before = row.arrival ? (JSON.parse(row.arrival) as ArrivalDetails) : {};
  const spot = details.spot || before.spot;
  const vehicle =
    details.vehicle?.make || details.vehicle?.color ? details.vehicle : before.vehicle;
  if (!spot && !vehicle) return null;
  return JSON.stringify({ ...(spot ? { spot } : {}), ...(vehicle ? { vehicle } : {}) });
}

/** A placed order's life: its status, the customer's arrival, tracking events, cancelling. */
export function createTracking(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, coupons, members } = deps;
  const { tx, visible, placed, statusAnswer } = core;

  return {
    track(id: string, caller: number | undefined, body: unknown): void {
      tx(() => {
        const row = visible(id, caller);
        store.event(row.id, 'track', body);
      });
    },

    /**
     * 'I'm here': the first time is when the customer arrived; the spot and the car they give
     * (a later call may correct them) are what the kitchen's ticket and the status then show.
     */
    arrival(id: string, caller?: number, details: ArrivalDetails = {}): OrderStatus {
      return tx(() => {
        const row = placed(id, caller);
        const { status } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
        if (status === 'cancelled' || status === 'completed') throw errors.orderClosed();
        const said = arrivalSaid(row, details);
        store.update(row.id, {
          ...(row.arrived_at === null ? { arrived_at: ctx.now() } : {}),
          arrival: said,
        });
        store.event(row.id, 'arrival', said === null ? null : JSON.parse(said));
        return statusAnswer(store.get(row.id) as OrderRow);
      });
    },

    status(id: string, caller?: number): OrderStatus {
      return statusAnswer(placed(id, caller));
    },

    /** `DELETE orders/{id}`: an open order, or a placed one the kitchen has not started. */
    cancel(id: string, caller?: number): void {
      tx(() => {
        const row = visible(id, caller);
        if (row.state === 'cancelled') return;
        if (row.state === 'submitted') {
          const { status } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
          if (status !== 'received') throw errors.cannotCancel();
        }
        store.update(row.id, { state: 'cancelled', cancelled_at: ctx.now() });
        if (row.state === 'open') coupons.release(row.id);
        // Placed then cancelled: the points it earned go back, or placing and cancelling
        // would buy rewards with nothing paid.
        if (row.state === 'submitted' && row.member_id !== null) {
          members.forfeitPoints(row.member_id, row.id);
        }
        store.event(row.id, 'cancelled', null);
      });
    },
  };
}
