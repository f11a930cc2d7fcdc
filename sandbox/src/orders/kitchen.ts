import { Router } from 'express';
import { errors } from '../http/errors';
import { answerOf, translateAnswer } from '../i18n/answer-language';
import { DEFAULT_TIME_ZONE, type OrderCore, type OrderDeps } from './core';
import { kitchenTicket } from './kitchen-ticket';

/** What the restaurant's kitchen reads of the orders: every placed one, whoever placed it. */
export function createKitchen(deps: OrderDeps, core: OrderCore) {
  const { store } = deps;
  const { placed, restaurant, serialize, statusAnswer } = core;
  return {
    /** A placed order to make, and its restaurant's zone; not one still open, nor cancelled. */
    kitchenOrder(id: string) {
      // A member's order too: the kitchen reads it as its member would.
      const row = placed(id, store.get(id)?.member_id ?? undefined);
      if (row.state === 'cancelled') throw errors.orderCancelled();
      return {
        order: serialize(row),
        arrival: statusAnswer(row).arrival,
        zone: restaurant(row).location.timezone ?? DEFAULT_TIME_ZONE,
      };
    },
  };
}

/**
 * `GET /kitchen/orders/{id}`: the order's kitchen ticket as plain text, in the language the
 * kitchen asks for (`Accept-Language`). The restaurant's, not the public's: the BFF forwards
 * only the ordering calls of the contract's table, and this is none of them.
 */
export function kitchenRouter(orders: ReturnType<typeof createKitchen>) {
  const router = Router();
  router.get('/orders/:id', (req, res) => {
    const { order, zone, arrival } = orders.kitchenOrder(req.params.id);
    const answer = answerOf(res);
    const named = translateAnswer(order, answer.say) as typeof order;
    res.type('text/plain').send(kitchenTicket(named, zone, answer.language, arrival));
  });
  return router;
}
