import { createGroups } from '../groups/service';
import type { Ctx } from '../context';
import { createBasket } from './basket';
import { createOrderCore, type OrderDeps } from './core';
import { createHandoff } from './handoff';
import { createHistory } from './history';
import { createKitchen } from './kitchen';
import { createOffers } from './offers';
import { createPayment } from './payment';
import { createSubmit } from './submit';
import { createTracking } from './tracking';
import { createValidation } from './validate';

/**
 * The ordering API's orders (§7.2), one part per concern, all on one core: the box, how it is
 * handed over, what comes off the total, validating, paying, placing, tracking, history and
 * what the kitchen reads.
 */
export function createOrderService(ctx: Ctx, deps: OrderDeps) {
  const core = createOrderCore(ctx, deps);
  const basket = createBasket(ctx, deps, core);
  const handoff = createHandoff(ctx, deps, core);
  const offers = createOffers(deps, core);
  const payment = createPayment(ctx, deps, core);
  const validation = createValidation(ctx, deps, core, {
    timeFits: handoff.timeFits,
    takeOffSpentRewards: offers.takeOffSpentRewards,
  });
  const submit = createSubmit(ctx, deps, core, {
    check: validation.check,
    takeOffSpentRewards: offers.takeOffSpentRewards,
    charge: payment.charge,
  });
  return {
    serialize: core.serialize,
    ...basket.methods,
    ...handoff.methods,
    ...offers.methods,
    ...validation.methods,
    ...payment.methods,
    ...submit,
    ...createTracking(ctx, deps, core),
    ...createHistory(ctx, deps, core, basket),
    ...createKitchen(deps, core),
    groups: createGroups(ctx, deps, core),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
