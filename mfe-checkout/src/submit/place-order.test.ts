import { mockFetch, type FetchCall } from '@qsr/shared-contracts/src/testing/fetch-mock';
import { anOrder } from '@qsr/shared-contracts/src/testing/fixtures';
import { routes } from '@qsr/shared-contracts/src/testing/routes';
import { placeOrder, type PlaceOrderRequest } from './place-order';

const API = '/api/v1/orders/o1';
const CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', zip: '27601' };
const request: PlaceOrderRequest = {
  order: anOrder(),
  member: false,
  contact: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '919-555-0100',
  },
  payment: { kind: 'new' },
  card: CARD,
  checkFirst: false,
};
const placed = { id: 'o1', status: 'received' };
const refused = (message: string) => ({ status: 400, body: { message } });
const token = { body: { token: 'tok_1' } };
const paths = (calls: FetchCall[]) => calls.map((call) => `${call.method} ${call.url}`);

describe('§4.1 step 6 placing the order', () => {
  it('pays a new card with its token: the number goes to the token call only', async () => {
    const fetch = mockFetch(
      routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: { body: placed } }),
    );
    expect(await placeOrder(request)).toEqual({ placed });
    expect(fetch.calls[0]?.body).toEqual({ card: { ...CARD, number: '4111111111111111' } });
    expect(fetch.last.body).toEqual({
      usertype: 'guest',
      user: request.contact,
      payments: [{ type: 'creditcard', amount: 10.68, token: 'tok_1' }],
    });
    expect(JSON.stringify(fetch.last.body)).not.toContain('4111');
  });

  it('pays a member’s saved card by its account', async () => {
    const fetch = mockFetch(routes({ [`POST ${API}/submit`]: { body: placed } }));
    await placeOrder({
      ...request,
      member: true,
      payment: { kind: 'saved', accountId: 7 },
      card: null,
    });
    expect(paths(fetch.calls)).toEqual([`POST ${API}/submit`]);
    expect(fetch.last.body).toMatchObject({
      usertype: 'user',
      payments: [{ type: 'creditcard', amount: 10.68, account_id: 7 }],
    });
  });

  it('a declined card is its own failure, tracked as ccsf without any card detail', async () => {
    const fetch = mockFetch(
      routes({
        [`POST ${API}/token`]: token,
        [`POST ${API}/submit`]: refused('[230] Your card was declined.'),
        [`POST ${API}/track`]: { status: 204 },
      }),
    );
    expect(await placeOrder(request)).toEqual({ failure: 'declined' });
    await Promise.resolve();
    expect(fetch.last.url).toBe(`${API}/track`);
    expect(fetch.last.body).toEqual({
      error: '[230] Your card was declined.',
      type: 'ccsf',
      details: 'payment declined',
    });
  });

  it.each([
    ['[229] That time is not available.', 'time'],
    ['[224] Corn is not available right now.', 'unavailable'],
  ])('%s is a failure the page explains', async (message, failure) => {
    mockFetch(routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: refused(message) }));
    expect(await placeOrder(request)).toEqual({ failure });
  });

  it('another refusal keeps the API’s words', async () => {
    mockFetch(
      routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: refused('[232] Payments.') }),
    );
    expect(await placeOrder(request)).toEqual({ refused: 'Payments.' });
  });

  describe('a connection lost during submit: the order is checked before any retry', () => {
    const lostSubmit = (status: { status?: number; body?: unknown }) =>
      mockFetch((call) => {
        if (call.url.endsWith('/token')) return token;
        if (call.url.endsWith('/submit')) return Promise.reject(new TypeError('Failed to fetch'));
        return status;
      });

    it('placed after all: it was placed', async () => {
      lostSubmit({ body: placed });
      expect(await placeOrder(request)).toEqual({ placed });
    });

    it('not placed: the customer may try again', async () => {
      lostSubmit(refused('[236] This order has not been placed yet.'));
      expect(await placeOrder(request)).toEqual({ failure: 'not_placed' });
    });

    it('cannot tell: the next attempt asks first and does not pay twice', async () => {
      lostSubmit({ status: 502, body: { message: 'Connection issue. Please try again.' } });
      expect(await placeOrder(request)).toEqual({ failure: 'unknown' });
      const fetch = mockFetch(routes({ [`GET ${API}/status`]: { body: placed } }));
      expect(await placeOrder({ ...request, checkFirst: true })).toEqual({ placed });
      expect(paths(fetch.calls)).toEqual([`GET ${API}/status`]);
    });
  });
});
