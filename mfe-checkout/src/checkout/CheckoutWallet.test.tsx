import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, type FetchCall } from '@qsr/shared-contracts/testing';
import { SITE_CONFIG_ELEMENT_ID } from '@qsr/shared-contracts';
import { renderCheckout } from '../testing';
import { strings } from '../strings';
import { location, ordering } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

jest.setTimeout(20_000);

const WALLET = { method: 'sandbox-wallet', name: 'Sandbox Wallet' };
const placed = { id: 'o1', status: 'received', number: '1042' };
const box = anOrder();

/** The site's configuration, as the BFF writes it into the page. */
function offerWallet() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify({ wallet: WALLET });
  document.head.append(block);
}

/** The browser's wallet: it can pay, and answers the sheet with `answer`. */
function browserWallet(answer: 'pay' | 'cancel') {
  const asked: string[] = [];
  class PaymentRequestStandIn {
    constructor(methods: PaymentMethodData[]) {
      asked.push(...methods.map((method) => method.supportedMethods));
    }
    canMakePayment = () => Promise.resolve(true);
    show = () =>
      answer === 'cancel'
        ? Promise.reject(new DOMException('closed', 'AbortError'))
        : Promise.resolve({
            details: { token: 'sbw_4111111111111111_abcdefgh' },
            complete: () => Promise.resolve(),
          });
  }
  Object.defineProperty(window, 'PaymentRequest', {
    value: PaymentRequestStandIn,
    configurable: true,
  });
  return asked;
}

async function fillContact(language: keyof typeof strings) {
  const words = strings[language];
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(words.firstName), 'Ada');
  await user.type(screen.getByLabelText(words.lastName), 'Lovelace');
  await user.type(screen.getByLabelText(words.email), 'ada@example.com');
  await user.type(screen.getByLabelText(words.phone), '9195550100');
  return user;
}

const submits = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/submit'));

describe('/order/checkout: paying with the wallet', () => {
  beforeEach(() => {
    sessionStorage.clear();
    offerWallet();
  });
  afterEach(() => {
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });

  it('offers the wallet first where the browser can pay with it, and pays with its token', async () => {
    const asked = browserWallet('pay');
    const fetch = ordering(() => ({ body: placed }));
    await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    const user = await fillContact('en-US');
    const wallet = await screen.findByRole('radio', { name: 'Sandbox Wallet' });
    expect(screen.getAllByRole('radio', { name: /Sandbox Wallet|New card/ })[0]).toBe(wallet);
    await user.click(wallet);
    expect(
      screen.getByText('You confirm the payment in Sandbox Wallet when you place the order.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm'));
    expect(asked).toContain(WALLET.method);
    expect(submits(fetch.calls).map((call) => call.body)).toEqual([
      expect.objectContaining({
        payments: [
          { type: 'wallet', amount: box.totals.total, token: 'sbw_4111111111111111_abcdefgh' },
        ],
      }),
    ]);
    expect(fetch.calls.some((call) => call.url.endsWith('/token'))).toBe(false);
  });

  it('en español: cerrar la billetera no cobra nada y lo dice; el pedido sigue ahí', async () => {
    browserWallet('cancel');
    const fetch = ordering(() => ({ body: placed }));
    await renderCheckout(<CheckoutPage />, { state: { order: box, location }, language: 'es' });
    const user = await fillContact('es');
    await user.click(await screen.findByRole('radio', { name: 'Sandbox Wallet' }));
    await user.click(screen.getByRole('button', { name: strings.es.review }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Realizar pedido' }));
    expect(await screen.findByText(strings.es.failure_wallet_cancelled)).toBeVisible();
    expect(submits(fetch.calls)).toEqual([]);
    expect(screen.getByTestId('url')).toHaveTextContent('/order/checkout');
  });

  it('is not offered where the browser cannot pay with it: a card is', async () => {
    ordering(() => ({ body: placed }));
    await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Sandbox Wallet' })).toBeNull();
  });
});
