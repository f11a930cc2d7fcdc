/**
 * The dialog's Place Order (§2.8) and the checkout page that holds what to pay with are two
 * modules of this remote that the host places apart; the page registers how to place the
 * order, the dialog asks for it. The card never leaves the page's memory this way.
 */
type PlaceOrderHandler = () => Promise<void>;

let handler: PlaceOrderHandler | null = null;

/** Registers the page's handler; returns the unregister function (a React effect's cleanup). */
export function handlePlaceOrder(next: PlaceOrderHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** False when no checkout page is there to place the order. */
export async function requestPlaceOrder(): Promise<boolean> {
  if (!handler) return false;
  await handler();
  return true;
}
