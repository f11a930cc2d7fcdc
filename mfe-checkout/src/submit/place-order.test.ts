import { mockFetch, type FetchCall, anOrder, routes } from '@qsr/shared-contracts/testing';
import { checkPlacement, placeOrder, type PlaceOrderRequest } from './place-order';

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
  key: 'placement-key-1',
  language: 'en-US',
  wallet: null,
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
    ['[250] A reward on this order has already been used, so we took it off.', 'reward_used'],
  ])('%s is a failure the page explains', async (message, failure) => {
    mockFetch(routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: refused(message) }));
    expect(await placeOrder(request)).toEqual({ failure });
  });

  it.each([
    ['[224] Sweet Corn on the Cob is not available at this restaurant right now.'],
    ['[252] Country Ham Biscuit (until 10:30) is served until 10:30 AM.'],
  ])('%s keeps the API’s words, which name the item', async (message) => {
    mockFetch(routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: refused(message) }));
    expect(await placeOrder(request)).toEqual({ refused: message.replace(/^\[\d+\] /, '') });
  });

  it('another refusal keeps the API’s words', async () => {
    mockFetch(
      routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: refused('[232] Payments.') }),
    );
    expect(await placeOrder(request)).toEqual({ refused: 'Payments.' });
  });

  describe('a submit without an answer is never a failure to retry', () => {
    const keys = (calls: FetchCall[]) =>
      calls.filter((c) => c.url.endsWith('/submit')).map((c) => c.headers['idempotency-key']);

    it('sends the placement’s idempotency key with the submit', async () => {
      const fetch = mockFetch(
        routes({ [`POST ${API}/token`]: token, [`POST ${API}/submit`]: { body: placed } }),
      );
      await placeOrder(request);
      expect(keys(fetch.calls)).toEqual(['placement-key-1']);
    });

    it.each([
      ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['the BFF’s timeout', () => ({ status: 504, body: { message: 'Connection issue.' } })],
      [
        'the BFF’s pending answer (the ordering API took it, no answer in time)',
        () => ({ status: 202, body: { status: 'pending', orderId: 'o1', message: 'Pending.' } }),
      ],
      ['an order being placed', () => refused('[251] This order is being placed.')],
    ])('%s: the outcome is checking, not a failure', async (_name, answer) => {
      mockFetch((call) => (call.url.endsWith('/token') ? token : answer()));
      const outcome = await placeOrder(request);
      expect(outcome).toMatchObject({ checking: true });
    });

    it('already placed (another key): its status says placed', async () => {
      mockFetch(
        routes({
          [`POST ${API}/token`]: token,
          [`POST ${API}/submit`]: refused('[221] This order has already been placed.'),
          [`GET ${API}/status`]: { body: placed },
        }),
      );
      expect(await placeOrder(request)).toEqual({ placed });
    });

    it('a card that could not be sent for payment: nothing was submitted, so not placed', async () => {
      const fetch = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await placeOrder(request)).toEqual({ failure: 'no_connection' });
      expect(fetch.calls.some((call) => call.url.endsWith('/submit'))).toBe(false);
    });

    describe('checking: the order’s status decides', () => {
      const lost = async () => {
        mockFetch((call) =>
          call.url.endsWith('/token') ? token : Promise.reject(new TypeError('Failed to fetch')),
        );
        const outcome = await placeOrder(request);
        if (!('checking' in outcome)) throw new Error('expected checking');
        return outcome.resend;
      };

      it('placed after all: it is placed, nothing is sent again', async () => {
        const resend = await lost();
        const fetch = mockFetch(routes({ [`GET ${API}/status`]: { body: placed } }));
        expect(await checkPlacement('o1', resend)).toEqual({ placed });
        expect(paths(fetch.calls)).toEqual([`GET ${API}/status`]);
      });

      it('still open: sent again with the same key, which the ordering API answers once', async () => {
        const resend = await lost();
        const fetch = mockFetch(
          routes({
            [`GET ${API}/status`]: refused('[236] This order has not been placed yet.'),
            [`POST ${API}/submit`]: { body: placed },
          }),
        );
        expect(await checkPlacement('o1', resend)).toEqual({ placed });
        expect(keys(fetch.calls)).toEqual(['placement-key-1']);
        expect(fetch.calls.some((call) => call.url.endsWith('/token'))).toBe(false);
      });

      it('still open after a reload (no submission in memory): not placed, nothing charged', async () => {
        mockFetch(
          routes({ [`GET ${API}/status`]: refused('[236] This order has not been placed yet.') }),
        );
        expect(await checkPlacement('o1', null)).toEqual({ failure: 'not_placed' });
      });

      it.each([
        ['no answer', { status: 502, body: { message: 'Connection issue. Please try again.' } }],
        ['being placed', refused('[251] This order is being placed.')],
      ])('%s: still checking', async (_name, status) => {
        const resend = await lost();
        mockFetch(routes({ [`GET ${API}/status`]: status }));
        expect(await checkPlacement('o1', resend)).toMatchObject({ checking: true });
      });
    });
  });
});
