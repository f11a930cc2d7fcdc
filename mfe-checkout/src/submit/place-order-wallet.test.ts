import { mockFetch, anOrder, routes } from '@qsr/shared-contracts/testing';
import { placeOrder, type PlaceOrderRequest } from './place-order';

/**
 * The browser's wallet, as the Payment Request API gives it to the page: what the sheet was
 * asked to show, and the customer's answer (a token, or the sheet closed).
 */
function browserWallet(answer: { token: string } | 'cancel' | { details: unknown }) {
  const shown: PaymentDetailsInit[] = [];
  const closed: string[] = [];
  class PaymentRequestStandIn {
    constructor(
      readonly methods: PaymentMethodData[],
      readonly details: PaymentDetailsInit,
    ) {}
    show() {
      shown.push(this.details);
      if (answer === 'cancel') return Promise.reject(new DOMException('closed', 'AbortError'));
      const details = 'token' in answer ? { token: answer.token } : answer.details;
      return Promise.resolve({
        details,
        complete: (result: string) => {
          closed.push(result);
          return Promise.resolve();
        },
      });
    }
  }
  Object.defineProperty(window, 'PaymentRequest', {
    value: PaymentRequestStandIn,
    configurable: true,
  });
  return { shown, closed };
}

afterEach(() => {
  delete (window as { PaymentRequest?: unknown }).PaymentRequest;
});

const API = '/api/v1/orders/o1';
const WALLET = { method: 'sandbox-wallet', name: 'Sandbox Wallet' };
const request: PlaceOrderRequest = {
  order: anOrder(),
  member: false,
  contact: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '9195550100',
  },
  payment: { kind: 'wallet' },
  card: null,
  key: 'placement-key-1',
  language: 'es',
  wallet: WALLET,
};
const placed = { id: 'o1', status: 'received' };
const refused = (message: string) => ({ status: 400, body: { message } });

describe('paying with the wallet', () => {
  it('shows the receipt in the page’s language and pays the priced order’s total with the token', async () => {
    const wallet = browserWallet({ token: 'sbw_4111111111111111_abcdefgh' });
    const fetch = mockFetch(routes({ [`POST ${API}/submit`]: { body: placed } }));
    expect(await placeOrder(request)).toEqual({ placed });
    expect(wallet.shown[0]?.total).toEqual({
      label: 'Total',
      amount: { currency: 'USD', value: '10.68' },
    });
    expect(wallet.shown[0]?.displayItems?.map((item) => item.label)).toContain('Impuestos');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.last.body).toMatchObject({
      payments: [{ type: 'wallet', amount: 10.68, token: 'sbw_4111111111111111_abcdefgh' }],
    });
    expect(fetch.last.headers?.['idempotency-key'] ?? fetch.last.headers?.['Idempotency-Key']).toBe(
      'placement-key-1',
    );
    expect(wallet.closed).toEqual(['success']);
  });

  it('a closed sheet submits nothing and says so', async () => {
    browserWallet('cancel');
    const fetch = mockFetch(routes({}));
    expect(await placeOrder(request)).toEqual({ failure: 'wallet_cancelled' });
    expect(fetch.calls).toHaveLength(0);
  });

  it('a wallet that answers without a token submits nothing, and its sheet closes as failed', async () => {
    const wallet = browserWallet({ details: { something: 'else' } });
    const fetch = mockFetch(routes({}));
    expect(await placeOrder(request)).toEqual({ failure: 'wallet_failed' });
    expect(fetch.calls).toHaveLength(0);
    expect(wallet.closed).toEqual(['fail']);
  });

  it.each([
    ['[230] Your card was declined.', 'wallet_declined'],
    ['[231] Your card details are not valid.', 'wallet_failed'],
    ['[233] Your card session has expired.', 'wallet_failed'],
  ])(
    '%s is read as the wallet’s failure, and its sheet closes as failed',
    async (message, failure) => {
      const wallet = browserWallet({ token: 'sbw_4000000000000002_abcdefgh' });
      mockFetch(
        routes({
          [`POST ${API}/submit`]: refused(message),
          [`POST ${API}/track`]: { status: 204 },
        }),
      );
      expect(await placeOrder(request)).toEqual({ failure });
      expect(wallet.closed).toEqual(['fail']);
    },
  );

  it('without an answer the sheet closes as unknown, and the order is checked, not paid again', async () => {
    const wallet = browserWallet({ token: 'sbw_4111111111111111_abcdefgh' });
    mockFetch(routes({ [`POST ${API}/submit`]: { status: 504, body: { message: 'timeout' } } }));
    expect(await placeOrder(request)).toMatchObject({ checking: true });
    expect(wallet.closed).toEqual(['unknown']);
  });
});
