import { hasWayBack } from '../rules/way-back';
import { anOrder } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { actions } from './actions';
import { createAppState } from './app-state';
import { DEVICE_ORDERS, FAVOURITE_ITEMS } from './come-back-actions';

const biscuit = { sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit' };
const tea = { sku: 'BB-SWEET-TEA', name: 'Southern Sweet Tea' };

describe('a way back kept on this device', () => {
  it('remembers a guest’s placed orders, newest first, at most a few', () => {
    const state = createAppState({ deviceOrders: ['o1', 'o2', 'o3', 'o4', 'o5'] });
    state.order = anOrder({ id: 'o3' });
    actions.orderPlaced({ id: 'o3', status: 'received' });
    expect(state.deviceOrders).toEqual(['o3', 'o1', 'o2', 'o4', 'o5']);
    state.order = anOrder({ id: 'o9' });
    actions.orderPlaced({ id: 'o9', status: 'received' });
    expect(state.deviceOrders).toHaveLength(DEVICE_ORDERS);
    expect(state.deviceOrders[0]).toBe('o9');
  });

  it('keeps no copy of a member’s orders: the account has them', () => {
    const state = createAppState({ token: TEST_TOKENS, order: anOrder({ id: 'o1' }) });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    expect(state.deviceOrders).toEqual([]);
  });

  it('forgets an order the ordering API no longer knows', () => {
    const state = createAppState({ deviceOrders: ['o1', 'o2'] });
    actions.forgetDeviceOrder('o1');
    expect(state.deviceOrders).toEqual(['o2']);
  });

  it('saves a favourite item once, newest first, and lets it go on a second tap', () => {
    const state = createAppState();
    expect(actions.toggleFavouriteItem(biscuit)).toBe(true);
    expect(actions.toggleFavouriteItem(tea)).toBe(true);
    expect(state.favouriteItems).toEqual([tea, biscuit]);
    expect(actions.toggleFavouriteItem(biscuit)).toBe(false);
    expect(state.favouriteItems).toEqual([tea]);
    for (let n = 0; n < FAVOURITE_ITEMS + 2; n += 1) {
      actions.toggleFavouriteItem({ sku: `SKU-${n}`, name: `Item ${n}` });
    }
    expect(state.favouriteItems).toHaveLength(FAVOURITE_ITEMS);
  });

  it('has a way back to show for a member, or a guest with orders or favourites here', () => {
    const none = { token: null, deviceOrders: [], favouriteItems: [] };
    expect(hasWayBack(none)).toBe(false);
    expect(hasWayBack({ ...none, token: TEST_TOKENS })).toBe(true);
    expect(hasWayBack({ ...none, deviceOrders: ['o1'] })).toBe(true);
    expect(hasWayBack({ ...none, favouriteItems: [biscuit] })).toBe(true);
  });
});
