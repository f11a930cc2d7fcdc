import { ApiError, setRequestHooks } from '@qsr/shared-contracts';
import { mockFetch, signedInHooks } from '@qsr/shared-contracts/testing';
import {
  errorCode,
  getOrderStatus,
  isSubmitPending,
  signalArrival,
  submitOrder,
  tokeniseCard,
  trackOrder,
  type SubmitOrderRequest,
} from './checkout-calls';

const ORDERING = { 'x-ordering-token': 'ordering-token' };
const submission: SubmitOrderRequest = {
  usertype: 'user',
  payments: [{ type: 'creditcard', amount: 12.5, account_id: 3 }],
};

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.2 the order calls checkout makes', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown]>([
    [
      'tokeniseCard',
      () =>
        tokeniseCard('o1', {
          number: '4111 1111 1111 1111',
          expiry: '12/30',
          cvv: '123',
          zip: '27601',
        }),
      'POST',
      '/api/v1/orders/o1/token',
      { card: { number: '4111111111111111', expiry: '12/30', cvv: '123', zip: '27601' } },
    ],
    [
      'submitOrder',
      () => submitOrder('o1', submission),
      'POST',
      '/api/v1/orders/o1/submit',
      submission,
    ],
    [
      'trackOrder',
      () => trackOrder('o1', { error: 'declined', type: 'ccsf', details: 'card declined' }),
      'POST',
      '/api/v1/orders/o1/track',
      { error: 'declined', type: 'ccsf', details: 'card declined' },
    ],
    ['getOrderStatus', () => getOrderStatus('o1'), 'GET', '/api/v1/orders/o1/status', undefined],
    [
      'signalArrival',
      () => signalArrival('o1', { spot: '12', vehicle: { make: 'Ford', color: 'Blue' } }),
      'POST',
      '/api/v1/orders/o1/arrival',
      { spot: '12', vehicle: { make: 'Ford', color: 'Blue' } },
    ],
  ])('%s', async (_name, call, method, url, body) => {
    const fetch = mockFetch(() => ({ body: { id: 'o1' } }));
    await call();
    expect(fetch.last).toMatchObject({ method, url, body });
    expect(fetch.last.headers).toMatchObject(ORDERING);
  });

  it('submitOrder carries its idempotency key, which cannot replace a header every call sets', async () => {
    const fetch = mockFetch(() => ({ body: { id: 'o1', status: 'received' } }));
    await submitOrder('o1', submission, { idempotencyKey: 'key-1234567890' });
    expect(fetch.last.headers).toMatchObject({
      'idempotency-key': 'key-1234567890',
      'x-api-path': 'orders/o1/submit',
      ...ORDERING,
    });
    await submitOrder('o1', submission);
    expect(fetch.last.headers['idempotency-key']).toBeUndefined();
  });
});

describe('a submit’s answer: placed, or pending', () => {
  it('knows the BFF’s pending answer by its status and order reference', () => {
    expect(isSubmitPending({ status: 'pending', orderId: 'o1', message: 'Being confirmed' })).toBe(
      true,
    );
  });

  it.each([
    ['a placed order’s status', { id: 'o1', status: 'received', number: '1042' }],
    ['pending without a reference', { status: 'pending', message: 'x' }],
    ['pending with an empty reference', { status: 'pending', orderId: '' }],
    ['nothing', null],
    ['a string', 'pending'],
  ])('%s is not pending', (_name, answer) => {
    expect(isSubmitPending(answer)).toBe(false);
  });
});

describe('the platform’s number of a failed call', () => {
  it('is read from the failure, for an API failure alone', () => {
    const body = { message: '[228] We could not find that address.', code: 228 };
    expect(errorCode(new ApiError(400, ['We could not find that address.'], body))).toBe(228);
    expect(errorCode(new Error('[230] no ApiError'))).toBeNull();
  });
});
