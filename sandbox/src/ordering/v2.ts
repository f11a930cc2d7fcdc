import { Router } from 'express';
import type { Auth } from '../http/auth';
import { cartsRouter } from '../orders/routes';
import type { OrderService } from '../orders/service';

/** Ordering API v2, mounted at `/ordering/v2`: only `PUT carts/{cartId}/donations` (§7.2). */
export function orderingV2(orders: OrderService, auth: Auth): Router {
  const router = Router();
  router.use('/carts', cartsRouter(orders, auth));
  return router;
}
