import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { keepFirstScreenMenu } from './first-screen/menu-first-screen';
import { GuestGroupRoute, HostGroupRoute } from './group/group-routes';
import { MenuPage } from './menu/MenuPage';
import { NutritionPage } from './menu/NutritionPage';
import { OrderStartPage } from './order/OrderStartPage';
import { ProductPage } from './product/ProductPage';
import './strings';

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

export const contractMajor = __CONTRACT_MAJOR__;

keepFirstScreenMenu(document, window.location.pathname);
