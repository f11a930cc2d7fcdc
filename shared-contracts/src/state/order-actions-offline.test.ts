import { setRequestHooks } from '../api/request-hooks';
import { connection } from '../offline/connection';
import { pendingBox } from '../offline/pending-box';
import { mockFetch } from '../testing/fetch-mock';
import { aLine, anOrder } from '../testing/fixtures';
import { routes } from '../testing/routes';
import { createAppState } from './app-state';
import { orderActions as actions } from './order-actions';

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  connection.online = false;
  pendingBox.changes = [];
  pendingBox.refused = false;
});
afterEach(() => {
  connection.online = true;
  error.mockRestore();
  setRequestHooks({});
});

describe('the box while offline', () => {
  it('changes the box at once without calling the server, and queues the changes', async () => {
    const state = createAppState({ order: anOrder({ products: [aLine(), aLine({ id: 901 })] }) });
    const fetch = mockFetch();
    await actions.increaseQuantity(900);
    await actions.increaseQuantity(900);
    await actions.removeFromOrder(901);
    expect(fetch.calls).toHaveLength(0);
    expect(state.order?.products.map((line) => [line.id, line.quantity])).toEqual([[900, 4]]);
    expect(pendingBox.changes).toEqual([
      { lineId: 900, quantity: 4 },
      { lineId: 901, quantity: 0 },
    ]);
  });

  it('§4.11 keeps the language of the names it changed the box with', async () => {
    const state = createAppState({
      language: 'es',
      order: anOrder({ products: [aLine()], language: 'en-US' }),
    });
    mockFetch();
    await actions.increaseQuantity(900);
    expect(state.order?.language).toBe('en-US');
  });

  it('sends the queue when the connection returns and keeps the server’s box', async () => {
    const state = createAppState({ order: anOrder({ products: [aLine(), aLine({ id: 901 })] }) });
    await actions.decreaseQuantity(900);
    await actions.removeFromOrder(901);
    connection.online = true;
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': { body: anOrder({ products: [aLine({ quantity: 1 })] }) },
        'DELETE /api/v1/orders/o1/products/901': {
          body: anOrder({ products: [aLine({ quantity: 1 })] }),
        },
      }),
    );
    await actions.sendPendingBoxChanges();
    expect(fetch.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'PUT',
        '/api/v1/orders/o1/products',
        { products: [{ id: 900, quantity: 1, choices: [{ id: 5, quantity: 1 }] }] },
      ],
      ['DELETE', '/api/v1/orders/o1/products/901', undefined],
    ]);
    expect(pendingBox.changes).toEqual([]);
    expect(pendingBox.refused).toBe(false);
    expect(state.order?.products.map((line) => line.quantity)).toEqual([1]);
  });

  it('keeps the queue when the server cannot be reached', async () => {
    createAppState({ order: anOrder() });
    await actions.decreaseQuantity(900);
    connection.online = true;
    mockFetch(() => ({ status: 502 }));
    await actions.sendPendingBoxChanges();
    expect(pendingBox.changes).toEqual([{ lineId: 900, quantity: 1 }]);
    expect(pendingBox.refused).toBe(false);
  });

  it('says so when the server refuses, and shows the box the server kept', async () => {
    const state = createAppState({ order: anOrder() });
    await actions.removeFromOrder(900);
    connection.online = true;
    mockFetch(
      routes({
        'DELETE /api/v1/orders/o1/products/900': { status: 400, body: ['Order is closed'] },
        'GET /api/v1/orders/o1': { body: anOrder() },
      }),
    );
    await actions.sendPendingBoxChanges();
    expect(pendingBox.refused).toBe(true);
    expect(pendingBox.changes).toEqual([]);
    expect(state.order?.products).toHaveLength(1);
  });
});
