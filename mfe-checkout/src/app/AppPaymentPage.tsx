import { CheckoutPage } from '../checkout/CheckoutPage';
import { OrderConfirmationDialog } from '../confirmation-dialog/OrderConfirmationDialog';

/**
 * /app/payment: checkout inside the mobile app's catering variant. Its minimal layout has no
 * host dialog (§2.2), so the page brings the confirmation dialog (§2.8) itself, and the
 * placed order goes to /app/confirm.
 */
export function AppPaymentPage() {
  return (
    <>
      <CheckoutPage inApp />
      <OrderConfirmationDialog />
    </>
  );
}
