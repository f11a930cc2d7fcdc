import { receiptOf, receiptTexts } from '@qsr/shared-contracts';
import { aReceiptOrder } from '@qsr/shared-contracts/testing';
import { canPayWithWallet, walletSheet, walletTokenOf } from './wallet';

const WALLET = { method: 'sandbox-wallet', name: 'Sandbox Wallet' };
const cents = (value: string) => Math.round(Number(value) * 100);

describe('the wallet’s sheet', () => {
  it('shows the receipt’s lines and rows under their names, and the priced order’s total', () => {
    const receipt = receiptOf(aReceiptOrder());
    const sheet = walletSheet(receipt, receiptTexts('en-US'));
    expect(sheet.displayItems?.map(({ label, amount }) => `${label} ${amount.value}`)).toEqual([
      '2 × 3 Piece Tenders Combo 20.00',
      'Honey Butter Biscuit 10.43',
      'Promo code SAVE10 -3.04',
      'Reward: $2 off any order -2.00',
      'Delivery fee 2.99',
      'Service fee 0.99',
      'Tax 1.85',
      'Tip 4.00',
      'Round-up donation 0.78',
    ]);
    expect(sheet.total).toEqual({ label: 'Total', amount: { currency: 'USD', value: '36.00' } });
    // The rows under the lines add up to the total the sheet asks for: nothing dropped.
    const lines = receipt.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    const rows = (sheet.displayItems ?? [])
      .slice(receipt.lines.length)
      .reduce((sum, item) => sum + cents(item.amount.value), 0);
    expect(lines + rows).toBe(cents(sheet.total.amount.value));
  });

  it('in Spanish, with the receipt’s Spanish names', () => {
    const sheet = walletSheet(receiptOf(aReceiptOrder()), receiptTexts('es'));
    expect(sheet.displayItems?.map((item) => item.label)).toContain('Cargo por servicio');
    expect(sheet.total.label).toBe('Total');
  });
});

describe('the wallet’s answer', () => {
  it('reads the sandbox wallet’s token and a gateway token a wallet wraps', () => {
    expect(walletTokenOf({ token: 'sbw_4111111111111111_abcdefgh' })).toBe(
      'sbw_4111111111111111_abcdefgh',
    );
    expect(walletTokenOf({ paymentMethodData: { tokenizationData: { token: 'gw-1' } } })).toBe(
      'gw-1',
    );
    for (const nothing of [null, {}, { token: '' }, { token: 42 }]) {
      expect(walletTokenOf(nothing)).toBeNull();
    }
  });

  it('is offered only where the browser says it can pay', async () => {
    expect(await canPayWithWallet(WALLET)).toBe(false); // no Payment Request API here
    for (const can of [true, false]) {
      Object.defineProperty(window, 'PaymentRequest', {
        configurable: true,
        value: class {
          canMakePayment = () => Promise.resolve(can);
        },
      });
      expect(await canPayWithWallet(WALLET)).toBe(can);
    }
    Object.defineProperty(window, 'PaymentRequest', {
      configurable: true,
      value: class {
        canMakePayment = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
      },
    });
    expect(await canPayWithWallet(WALLET)).toBe(false);
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });
});
