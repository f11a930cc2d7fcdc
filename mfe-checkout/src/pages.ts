import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { AppPaymentPage } from './app/AppPaymentPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { OrderConfirmPage } from './confirmation-page/OrderConfirmPage';

/** Each route's page: the browser's routes and the server's first screen read the one table. */
export const pages: RemoteRoutesModule<'checkout'>['pages'] = {
  'order-checkout': CheckoutPage,
  'order-confirm': OrderConfirmPage,
  'app-confirm': OrderConfirmPage,
  'app-payment': AppPaymentPage,
};
