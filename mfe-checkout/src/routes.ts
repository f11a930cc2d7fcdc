import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { AppPaymentPage } from './app/AppPaymentPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { OrderConfirmPage } from './confirmation-page/OrderConfirmPage';
import './strings';

export const pages: RemoteRoutesModule<'checkout'>['pages'] = {
  'order-checkout': CheckoutPage,
  'order-confirm': OrderConfirmPage,
  'app-confirm': OrderConfirmPage,
  'app-payment': AppPaymentPage,
};

export const contractMajor = __CONTRACT_MAJOR__;
