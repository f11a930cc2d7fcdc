import type { Page } from '@playwright/test';

/**
 * The method of the sandbox's simulated wallet, as the BFF offers it where the sandbox is the
 * ordering API (`SANDBOX_WALLET`, bff/src/config.ts). The stand-in below holds this wallet only:
 * if the BFF offered another, checkout would not show it and the wallet tests would fail.
 */
const SANDBOX_WALLET_METHOD = 'sandbox-wallet';

/** What the customer does in the sheet: pays with a test card held in the wallet, or closes it. */
export type WalletAnswer = { card: string } | 'cancel';

/** What a sheet was asked to show, and how the page closed it. */
export interface WalletSheet {
  total: { label: string; amount: { currency: string; value: string } };
  displayItems: Array<{ label: string; amount: { value: string } }>;
  closed?: string;
}

/**
 * A browser that holds the sandbox's wallet. The Payment Request sheet is the browser's own
 * window, out of any automation's reach, so this stands in for it (and for the customer's tap in
 * it): it says it can pay only for the sandbox wallet's method, keeps each sheet it was asked to
 * show (`walletSheets`), and answers with the sandbox wallet's token for the test card of
 * `walletAnswer` (`sbw_<card>_<nonce>`, sandbox/src/orders/wallet.ts), or as a closed sheet.
 */
export async function holdSandboxWallet(page: Page, answer: WalletAnswer): Promise<void> {
  await page.addInitScript(
    ({ method, first }) => {
      const state = window as unknown as {
        walletAnswer: WalletAnswer;
        walletSheets: WalletSheet[];
      };
      state.walletAnswer = first;
      state.walletSheets = [];
      class SandboxWalletRequest {
        constructor(
          private readonly methods: PaymentMethodData[],
          private readonly details: PaymentDetailsInit,
        ) {}
        private ours() {
          return this.methods.some((data) => data.supportedMethods === method);
        }
        canMakePayment() {
          return Promise.resolve(this.ours());
        }
        show() {
          const sheet = JSON.parse(JSON.stringify(this.details)) as WalletSheet;
          state.walletSheets.push(sheet);
          const chosen = state.walletAnswer;
          if (!this.ours() || chosen === 'cancel') {
            return Promise.reject(new DOMException('The sheet was closed.', 'AbortError'));
          }
          const nonce = Math.random().toString(36).slice(2, 12).padEnd(8, '0');
          return Promise.resolve({
            methodName: method,
            details: { token: `sbw_${chosen.card}_${nonce}` },
            complete: (result: string) => {
              sheet.closed = result;
              return Promise.resolve();
            },
          });
        }
      }
      Object.defineProperty(window, 'PaymentRequest', {
        value: SandboxWalletRequest,
        configurable: true,
      });
    },
    { method: SANDBOX_WALLET_METHOD, first: answer },
  );
}

/** What the customer will do in the next sheet. */
export async function nextWalletAnswer(page: Page, answer: WalletAnswer): Promise<void> {
  await page.evaluate((chosen) => {
    (window as unknown as { walletAnswer: WalletAnswer }).walletAnswer = chosen;
  }, answer);
}

/** The sheets the page asked the wallet to show, in order. */
export function walletSheets(page: Page): Promise<WalletSheet[]> {
  return page.evaluate(() => (window as unknown as { walletSheets: WalletSheet[] }).walletSheets);
}
