import type { OrderStatus } from '@qsr/shared-contracts';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import type { OrderCore, OrderDeps } from './core';
import { statusOf } from './status';
import type { OrderRow } from './store';

/** A placed order's life: its status, the customer's arrival, tracking events, cancelling. */
export function createTracking(ctx: Ctx, deps: OrderDeps, core: OrderCore) {
  const { store, coupons } = deps;
  const { tx, visible, placed, statusAnswer } = core;

  return {
    track(id: string, caller: number | undefined, body: unknown): void {
      tx(() => {
        const row = visible(id, caller);
        store.event(row.id, 'track', body);
      });
    },

    arrival(id: string, caller?: number): OrderStatus {
      return tx(() => {
        const row = placed(id, caller);
        const { status } = statusOf(row, ctx.now(), ctx.options.statusStepMs);
        if (status === 'cancelled' || status === 'completed') throw errors.orderClosed();
        if (row.arrived_at === null) store.update(row.id, { arrived_at: ctx.now() });
        store.event(row.id, 'arrival', null);
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
        store.event(row.id, 'cancelled', null);
      });
    },
  };
}
