import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { LocationsPage } from './locations/LocationsPage';
import { OrderLocationPage } from './order/OrderLocationPage';
import { OrderTypePage } from './order/OrderTypePage';
import './strings';

export const pages: RemoteRoutesModule<'locator'>['pages'] = {
  locations: LocationsPage,
  'order-location': OrderLocationPage,
  'order-type': OrderTypePage,
};

export const contractMajor = __CONTRACT_MAJOR__;
