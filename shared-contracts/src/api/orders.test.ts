import { mockFetch } from '../testing/fetch-mock';
import { signedInHooks } from '../testing/signed-in';
import * as orders from './orders';
import { setRequestHooks } from './request-hooks';

const ORDERING = { 'x-ordering-token': 'ordering-token' };
const address = { address: '1 Main St', city: 'Raleigh', zip: '27601' };

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.2 order calls', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown]>([
    [
      'createOrder',
      () => orders.createOrder(237039),
      'POST',
      '/api/v1/orders/create',
      { menu_id: 237039 },
    ],
    [
      'setCustomFields',
      () => orders.setCustomFields('o1', [{ id: 'Make', value: 'Ford' }]),
      'PUT',
      '/api/v1/orders/o1/custom',
      { fields: [{ id: 'Make', value: 'Ford' }] },
    ],
    ['setTip', () => orders.setTip('o1', 2.5), 'PUT', '/api/v1/orders/o1/tip', { amount: 2.5 }],
    [
      'retrieveOrder',
      () => orders.retrieveOrder('ab c'),
      'GET',
      '/api/v1/orders/ab%20c',
      undefined,
    ],
    [
      'addToOrder',
      () =>
        orders.addToOrder('o1', [
          { id: 11, quantity: 2, choices: [{ id: 5, quantity: 1 }], isupsell: false },
        ]),
      'POST',
      '/api/v1/orders/o1/products',
      { products: [{ id: 11, quantity: 2, choices: [{ id: 5, quantity: 1 }], isupsell: false }] },
    ],
    [
      'updateInOrder',
      () =>
        orders.updateInOrder('o1', [{ id: 900, quantity: 3, choices: [{ id: 5, quantity: 2 }] }]),
      'PUT',
      '/api/v1/orders/o1/products',
      { products: [{ id: 900, quantity: 3, choices: [{ id: 5, quantity: 2 }] }] },
    ],
    [
      'removeFromOrder',
      () => orders.removeFromOrder('o1', 900),
      'DELETE',
      '/api/v1/orders/o1/products/900',
      undefined,
    ],
    [
      'abandonOrder',
      () => orders.abandonOrder('o1'),
      'DELETE',
      '/api/v1/orders/o1/abandon',
      undefined,
    ],
    [
      'transferOrder',
      () => orders.transferOrder('o1', 55),
      'POST',
      '/api/v1/orders/o1/transfer',
      { menu_id: 55 },
    ],
    [
      'validateOrder',
      () => orders.validateOrder('o1'),
      'POST',
      '/api/v1/orders/o1/validate',
      undefined,
    ],
    [
      'setTime',
      () => orders.setTime('o1', { mode: 'scheduled', wanted: '2030-01-01T12:00:00-05:00' }),
      'PUT',
      '/api/v1/orders/o1/time',
      { time: { mode: 'scheduled', wanted: '2030-01-01T12:00:00-05:00' } },
    ],
    ['clearTime', () => orders.clearTime('o1'), 'DELETE', '/api/v1/orders/o1/time', undefined],
    [
      'setHandoff',
      () => orders.setHandoff('o1', 'curbside'),
      'PUT',
      '/api/v1/orders/o1/handoff/curbside',
      undefined,
    ],
    [
      'setAddress',
      () => orders.setAddress('o1', 'dispatch', address),
      'PUT',
      '/api/v1/orders/o1/address',
      { type: 'dispatch', address },
    ],
    [
      'addCoupon',
      () => orders.addCoupon('o1', ' save10 '),
      'PUT',
      '/api/v1/orders/o1/coupon',
      { code: 'SAVE10' },
    ],
    [
      'removeCoupon',
      () => orders.removeCoupon('o1'),
      'DELETE',
      '/api/v1/orders/o1/coupon',
      undefined,
    ],
    ['cancelOrder', () => orders.cancelOrder('o1'), 'DELETE', '/api/v1/orders/o1', undefined],
    ['getRecentOrders', () => orders.getRecentOrders(), 'GET', '/api/v1/orders/recent', undefined],
    ['reorder', () => orders.reorder('o9'), 'POST', '/api/v1/orders/reorder', { id: 'o9' }],
    [
      'getFavouriteOrders',
      () => orders.getFavouriteOrders(),
      'GET',
      '/api/v1/orders/faves',
      undefined,
    ],
    [
      'reorderFavourite',
      () => orders.reorderFavourite(3),
      'POST',
      '/api/v1/orders/faves/reorder',
      { id: 3 },
    ],
    [
      'getOrderRewards',
      () => orders.getOrderRewards('o1', { memberid: 42, references: ['r1', 'r2'] }),
      'GET',
      '/api/v1/orders/o1/rewards?memberid=42&references=r1%2Cr2',
      undefined,
    ],
    [
      'applyOrderRewards',
      () => orders.applyOrderRewards('o1', { memberid: 42, references: ['r1'] }),
      'PUT',
      '/api/v1/orders/o1/rewards',
      { memberid: 42, references: ['r1'] },
    ],
    [
      'removeOrderReward',
      () => orders.removeOrderReward('o1', 'r1'),
      'DELETE',
      '/api/v1/orders/o1/rewards/r1',
      undefined,
    ],
  ])('%s', async (_name, call, method, url, body) => {
    const fetch = mockFetch(() => ({ body: { id: 'o1' } }));
    await call();
    expect(fetch.last).toMatchObject({ method, url, body });
    expect(fetch.last.headers).toMatchObject(ORDERING);
  });

  it('a guest order call carries no token', async () => {
    setRequestHooks({});
    const fetch = mockFetch(() => ({ body: { id: 'o1' } }));
    await orders.createOrder(1);
    expect(fetch.last.headers['x-ordering-token']).toBeUndefined();
  });

  it('lets the caller suppress the error display', async () => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    mockFetch(() => ({ status: 400, body: { message: '[200] Code is invalid', code: 200 } }));
    await expect(orders.addCoupon('o1', 'nope', { mode: 'suppress' })).rejects.toMatchObject({
      messages: ['Code is invalid'],
      code: 200,
    });
    expect(showErrors).not.toHaveBeenCalled();
  });
});
