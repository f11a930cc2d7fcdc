import { Router } from 'express';
import type { Ctx } from '../context';
import { contactRouter, type Submissions } from '../forms/routes';
import type { Auth } from '../http/auth';
import { imagesRouter } from '../images/routes';
import type { DeliveryZones } from '../locations/delivery';
import type { LocationRepository } from '../locations/repository';
import { locationsRouter } from '../locations/routes';
import type { Mailbox } from '../mailbox/mailbox';
import { eclubRouter, membersRouter } from '../members/routes';
import type { TestSsoCodes } from '../members/test-sso-codes';
import type { MemberStore } from '../members/store';
import type { MenuRepository } from '../menus/repository';
import { menusRouter } from '../menus/routes';
import { handoffTimes } from '../menus/times';
import { groupsRouter } from '../groups/routes';
import { ordersRouter, upsellsRouter } from '../orders/routes';
import type { OrderService } from '../orders/service';

export interface V1Deps {
  menus: MenuRepository;
  locations: LocationRepository;
  zones: DeliveryZones;
  members: MemberStore;
  auth: Auth;
  mailbox: Mailbox;
  orders: OrderService;
  submissions: Submissions;
  ssoCodes: TestSsoCodes;
}

/** Ordering API v1 (§7.1, §7.2), mounted at `/ordering/v1`. */
export function orderingV1(ctx: Ctx, deps: V1Deps): Router {
  const router = Router();
  router.use('/locations', locationsRouter(deps.locations, deps.zones));
  router.get('/menus/:menuId/times', handoffTimes(ctx, deps.menus, deps.locations));
  router.use('/menus', menusRouter(deps.menus));
  router.use('/images', imagesRouter(deps.menus));
  router.use('/orders', ordersRouter(deps.orders, deps.auth));
  router.use('/upsells', upsellsRouter(deps.orders, deps.auth));
  router.use('/groups', groupsRouter(deps.orders.groups));
  router.use(
    '/members',
    membersRouter(ctx, {
      members: deps.members,
      auth: deps.auth,
      mailbox: deps.mailbox,
      locations: deps.locations,
      ssoCodes: deps.ssoCodes,
    }),
  );
  router.use('/eclub', eclubRouter(ctx));
  router.use('/contact', contactRouter(deps.submissions));
  return router;
}
