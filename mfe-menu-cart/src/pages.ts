import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { GuestGroupRoute, HostGroupRoute } from './group/group-routes';
import { MenuPage } from './menu/MenuPage';
import { NutritionPage } from './menu/NutritionPage';
import { OrderStartPage } from './order/OrderStartPage';
import { ProductPage } from './product/ProductPage';

/** Each route's page: the browser's routes and the server's first screens read the one table. */
export const pages: RemoteRoutesModule<'menuCart'>['pages'] = {
  menu: MenuPage,
  'menu-mid': MenuPage,
  'menu-nutrition': NutritionPage,
  'menu-product': ProductPage,
  order: OrderStartPage,
  'order-product': ProductPage,
  'order-group': HostGroupRoute,
  group: GuestGroupRoute,
};
