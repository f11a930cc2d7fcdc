import { Router } from 'express';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { createOrderStore } from './store';

/**
 * Test hook `POST {id}`: the kitchen starts the placed order now, as an order for as soon as
 * possible does while the restaurant is open, so that an end-to-end test follows an order's
 * steps at whatever hour it runs (at night an order waits as received until the restaurant
 * opens). Watchers of its status hear of it as of any step.
 */
export function kitchenStartRouter(ctx: Ctx) {
  const store = createOrderStore(ctx);
  const router = Router();
  router.post('/:id', (req, res) => {
    const row = store.get(req.params.id);
    if (!row || row.state !== 'submitted') throw errors.orderNotFound();
    store.update(row.id, { ready_base: ctx.now() });
    res.set('cache-control', 'no-store').status(204).end();
  });
  return router;
}
