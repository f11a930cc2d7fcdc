import { mockFetch, type FetchCall } from '../testing/fetch-mock';
import { aLine, anOrder } from '../testing/fixtures';
import { routes } from '../testing/routes';
import type { Order } from '../types/order';
import { createAppState } from './app-state';
import { followBoxTotals } from './box-totals';
import { orderActions, setOrder } from './order-actions';

const totals = (extra: Partial<Order['totals']>) => ({ ...anOrder().totals, ...extra });

/** Settles once no change of the box is being priced, the follower's own included. */
async function priced() {
  await Promise.resolve();
  await orderActions.boxPriced();
}

describe('the box keeps its tip and round-up with its totals, wherever they change', () => {
  /** The ordering API's box, each call answering it changed. */
  function orderingApi(start: Order) {
    let box = start;
    const answer = (change: (box: Order) => Order) => () => {
      box = change(box);
      return { body: box };
    };
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/tip': (call: FetchCall) =>
          answer((b) => {
            const tip = (call.body as { amount: number }).amount;
            return { ...b, totals: { ...b.totals, tip } };
          })(),
        'PUT /api/v2/carts/o1/donations': (call: FetchCall) =>
          answer((b) => ({ ...b, donations: [call.body as Order['donations'][number]] }))(),
      }),
    );
    return { fetch, box: () => box, set: (next: Order) => (box = next) };
  }

  it('a quantity changed in the box drawer: the tip follows its share, then the round-up, counted as pricing', async () => {
    const api = orderingApi(
      anOrder({
        totals: totals({ subtotal: 10, tax: 0.7, tip: 0 }),
        donations: [{ id: 1, amount: 0.3 }],
      }),
    );
    const state = createAppState({ order: api.box() });
    const stop = followBoxTotals(state);
    expect(await orderActions.setTipShare(0.15)).toMatchObject({ ok: true });
    // The tip at 15 % of $10, then the round-up of $12.20.
    await priced();
    expect(api.fetch.calls.map((call) => call.body)).toEqual([
      { amount: 1.5 },
      { id: 1, amount: 0.8 },
    ]);
    // Twice the items, as the drawer's change answers it.
    api.set({
      ...api.box(),
      products: [aLine({ quantity: 2 })],
      totals: { ...api.box().totals, subtotal: 20, tax: 1.4 },
    });
    setOrder(api.box());
    await Promise.resolve();
    expect(state.boxPricing).toBeGreaterThan(0);
    await priced();
    expect(api.fetch.calls.slice(2).map((call) => call.body)).toEqual([
      { amount: 3 },
      { id: 1, amount: 0.6 },
    ]);
    expect(state.order).toMatchObject({ tip_share: 0.15, totals: { tip: 3 } });
    expect(state.order?.donations).toEqual([{ id: 1, amount: 0.6 }]);
    stop();
  });

  it('a tip typed as an amount is not followed, and an answer that does not take an amount is not asked again', async () => {
    const api = orderingApi(anOrder({ totals: totals({ subtotal: 10, tip: 0 }) }));
    const state = createAppState({ order: api.box() });
    const stop = followBoxTotals(state);
    await orderActions.setTipShare(0.2);
    await orderActions.setTip(1.5);
    expect(state.order?.tip_share).toBeNull();
    setOrder({ ...api.box(), totals: { ...api.box().totals, subtotal: 40 } });
    await Promise.resolve();
    expect(api.fetch.calls.map((call) => call.body)).toEqual([{ amount: 2 }, { amount: 1.5 }]);
    stop();
  });

  it('a round-up due again after another change (a code on, then off) is asked again', async () => {
    const api = orderingApi(
      anOrder({ totals: totals({ subtotal: 10, tax: 0.07 }), donations: [{ id: 1, amount: 0.5 }] }),
    );
    const state = createAppState({ order: api.box() });
    const stop = followBoxTotals(state);
    /** A change made elsewhere (the checkbox, a code), as the ordering API answers it. */
    const changed = async (change: Partial<Order>) => {
      setOrder(api.set({ ...api.box(), ...change }));
      await priced();
    };
    // $10.07 rounds up by 93 cents.
    await priced();
    await changed({ donations: [] });
    // $5 off: the checkbox puts $5.70's 30 cents itself.
    await changed({ totals: totals({ subtotal: 10, tax: 0.7, discount: 5 }) });
    await changed({ donations: [{ id: 1, amount: 0.3 }] });
    // The code taken off: $10.07 again, whose 93 cents the follower asked before.
    await changed({ totals: totals({ subtotal: 10, tax: 0.07 }) });
    expect(api.fetch.calls.map((call) => call.body)).toEqual([
      { id: 1, amount: 0.93 },
      { id: 1, amount: 0.93 },
    ]);
    expect(state.order?.donations).toEqual([{ id: 1, amount: 0.93 }]);
    stop();
  });
});
