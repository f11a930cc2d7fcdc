import {
  receiptRowLabel,
  type receiptTexts,
  type Receipt,
  type SiteConfig,
} from '@qsr/shared-contracts';

/** The wallet the site offers (the BFF's configuration). */
export type WalletMethod = NonNullable<SiteConfig['wallet']>;

type ReceiptTexts = ReturnType<typeof receiptTexts>;

/** Amounts as the Payment Request API takes them: US dollars, a decimal string. */
const usd = (amount: number) => ({ currency: 'USD', value: amount.toFixed(2) });

/**
 * What the wallet's sheet shows: the receipt's lines, then every row between the subtotal and
 * the total (discounts, fees, tax, tip, donation) under the receipt's own names, and the priced
 * order's total. Nothing is added up here: the sheet reads the receipt.
 */
export function walletSheet(receipt: Receipt, texts: ReceiptTexts): PaymentDetailsInit {
  return {
    id: receipt.id,
    displayItems: [
      ...receipt.lines.map((line) => ({
        label: line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name,
        amount: usd(line.amount),
      })),
      ...receipt.rows
        .filter((row) => row.key !== 'subtotal' && row.key !== 'total')
        .map((row) => ({ label: receiptRowLabel(row, texts), amount: usd(row.amount) })),
    ],
    total: { label: texts.total, amount: usd(receipt.total) },
  };
}

const methodData = (wallet: WalletMethod): PaymentMethodData[] => [
  { supportedMethods: wallet.method, ...(wallet.data ? { data: wallet.data } : {}) },
];

/** A payment request for the wallet, or null where the browser has no Payment Request API. */
export function walletRequest(wallet: WalletMethod, details: PaymentDetailsInit) {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null;
  try {
    return new window.PaymentRequest(methodData(wallet), details);
  } catch {
    // Refused by the browser (an insecure page, a method it cannot read): no wallet here.
    return null;
  }
}

/** Whether the browser says it can pay with the wallet (`canMakePayment`); never throws. */
export async function canPayWithWallet(wallet: WalletMethod): Promise<boolean> {
  const request = walletRequest(wallet, { total: { label: 'Total', amount: usd(0) } });
  if (!request) return false;
  try {
    return await request.canMakePayment();
  } catch {
    return false;
  }
}

/**
 * The token a wallet answers with: the sandbox wallet's `token`, or a gateway token where the
 * wallet wraps it (Google Pay's `paymentMethodData.tokenizationData.token`). Null otherwise.
 */
export function walletTokenOf(details: unknown): string | null {
  const answer = details as {
    token?: unknown;
    paymentMethodData?: { tokenizationData?: { token?: unknown } };
  } | null;
  const token = answer?.token ?? answer?.paymentMethodData?.tokenizationData?.token;
  return typeof token === 'string' && token ? token : null;
}
