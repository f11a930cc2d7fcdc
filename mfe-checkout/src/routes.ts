import { appState, restaurantZone, type RemoteRoutesModule } from '@qsr/shared-contracts';
import { AppPaymentPage } from './app/AppPaymentPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { OrderConfirmPage } from './confirm/OrderConfirmPage';
import './strings';
import { prepareTimeFormats } from './time/handoff-time';

// Every page here shows times in the restaurant's zone: their formatters are made as soon as the
// code is here, each in a task of its own, rather than in the page's first render.
const { location, language } = appState();
prepareTimeFormats(restaurantZone(location), language);

export const pages: RemoteRoutesModule<'checkout'>['pages'] = {
  'order-checkout': CheckoutPage,
  'order-confirm': OrderConfirmPage,
  'app-confirm': OrderConfirmPage,
  'app-payment': AppPaymentPage,
};

export const contractMajor = __CONTRACT_MAJOR__;
