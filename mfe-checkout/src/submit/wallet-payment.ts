import { receiptOf, receiptTexts, type Language, type Order } from '@qsr/shared-contracts';
import { walletRequest, walletSheet, walletTokenOf, type WalletMethod } from '../payment/wallet';

/** The wallet's answer: a token to pay with (and how to close its sheet), or why there is none. */
export type WalletAnswer =
  | { token: string; close: (result: PaymentComplete) => Promise<void> }
  | { cancelled: true }
  | { failed: true };

/**
 * Opens the wallet's sheet on the priced order's receipt (its lines and total, in the page's
 * language) and waits for the customer. Called straight from Place Order's click: the browser
 * opens a sheet only on a customer's gesture.
 */
export async function askWallet(
  wallet: WalletMethod,
  order: Order,
  language: Language,
): Promise<WalletAnswer> {
  const request = walletRequest(wallet, walletSheet(receiptOf(order), receiptTexts(language)));
  if (!request) return { failed: true };
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    // The customer closed the sheet (AbortError); anything else is the wallet failing.
    return error instanceof DOMException && error.name === 'AbortError'
      ? { cancelled: true }
      : { failed: true };
  }
  const token = walletTokenOf(response.details);
  const close = (result: PaymentComplete) =>
    response.complete(result).catch((error: unknown) => {
      console.warn('The wallet’s sheet did not close', error);
    });
  if (!token) {
    await close('fail');
    return { failed: true };
  }
  return { token, close };
}
