import { CONNECTION_ISSUE } from '../api/error-messages';
import { ApiError } from '../api/request';
import { setRequestHooks } from '../api/request-hooks';
import { connection } from '../offline/connection';
import { mockFetch } from '../testing/fetch-mock';
import { aLine, aLocation, anOrder } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { attempt, failureOf, valueOrThrow } from './action-result';
import { actions } from './actions';
import { createAppState } from './app-state';

let error: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  connection.online = true;
});
afterEach(() => {
  error.mockRestore();
  warn.mockRestore();
  setRequestHooks({});
});

describe('the failure contract', () => {
  it('keeps the status, number and messages of a refusal', () => {
    const body = { message: '[200] Code is invalid', code: 200 };
    expect(failureOf(new ApiError(400, ['Code is invalid'], body))).toMatchObject({
      messages: ['Code is invalid'],
      code: 200,
      status: 400,
    });
  });

  it('says the connection issue for anything that is not an answer', () => {
    const cause = new TypeError('fetch failed');
    expect(failureOf(cause)).toEqual({
      messages: [CONNECTION_ISSUE],
      code: null,
      status: 0,
      cause,
    });
  });

  it('turns a throw or a rejection into a failure, and a value into a success', async () => {
    await expect(attempt(async () => 7)).resolves.toEqual({ ok: true, value: 7 });
    await expect(
      attempt(() => Promise.reject(new ApiError(503, ['Down'], {}))),
    ).resolves.toMatchObject({ ok: false, failure: { status: 503, messages: ['Down'] } });
  });

  it('gives back the value, or throws the very error the failure came from', async () => {
    expect(valueOrThrow(await attempt(async () => 7))).toBe(7);
    const refusal = new ApiError(400, ['Order is closed'], {});
    const refused = await attempt(() => Promise.reject(refusal));
    expect(() => valueOrThrow(refused)).toThrow(refusal);
  });
});

/** A box, a restaurant and a member: every action has something to work on. */
function everything() {
  return createAppState({
    order: anOrder({ products: [aLine({ quantity: 2 })] }),
    location: aLocation(),
    token: TEST_TOKENS,
  });
}

const address = { address: '1 Main St', city: 'Raleigh', zip: '27601' };
const reward = { label: 'Free Biscuit', cred: 'BISCUIT', status: 'incomplete' };
const captcha = 'sandbox-captcha-ok';

/** Every action that calls the server, as a customer's page would call it. */
const CAN_FAIL: Record<string, () => Promise<unknown>> = {
  createOrder: () => actions.createOrder(),
  ensureOrder: () => (createAppState({ location: aLocation() }), actions.ensureOrder()),
  addToOrder: () => actions.addToOrder([{ id: 1, quantity: 1, choices: [], isupsell: false }]),
  updateInOrder: () => actions.updateInOrder([{ id: 900, quantity: 3, choices: [] }]),
  increaseQuantity: () => actions.increaseQuantity(900),
  decreaseQuantity: () => actions.decreaseQuantity(900),
  removeFromOrder: () => actions.removeFromOrder(900),
  setHandoff: () => actions.setHandoff('curbside'),
  setDispatchAddress: () => actions.setDispatchAddress(address),
  removePromoCode: () => actions.removePromoCode(),
  applyWalletReward: () => actions.applyWalletReward(reward),
  validateOrder: () => actions.validateOrder(),
  refreshOrder: () => actions.refreshOrder(),
  orderForLocation: () => (createAppState({ location: aLocation() }), actions.orderForLocation()),
  abandonOrder: () => actions.abandonOrder(),
  planReorder: () => actions.planReorder('past-1'),
  planFavouriteReorder: () => actions.planFavouriteReorder(3),
  finishReorder: () =>
    actions.finishReorder(
      {
        rebuilt: anOrder({ id: 'past', menu_id: 700 }),
        from: aLocation({ id: 7, menu_id: 700 }),
        current: aLocation(),
        boxItems: 2,
        boxAt: aLocation(),
      },
      { box: 'add', at: 'current' },
    ),
  redeemOffer: () =>
    actions.redeemOffer({ id: 1, channel: 'web', campaign: 'C', memberid: 42, references: ['R'] }),
  signIn: () => actions.signIn({ email: 'ada@example.com', password: 'pw', captcha }),
  signUp: () =>
    actions.signUp({
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@example.com',
      phone: '9195550100',
      password: 'pw',
      captcha,
    } as Parameters<typeof actions.signUp>[0]),
  verify: () => actions.verify({ email: 'ada@example.com', code: '123456' }),
  signInWithSso: () => actions.signInWithSso({ code: 'c', redirect_uri: 'x' }),
  updateProfile: () =>
    actions.updateProfile({ first_name: 'Ada' } as Parameters<typeof actions.updateProfile>[0]),
  loadUser: () => actions.loadUser(),
  loadWalletOffers: () => actions.loadWalletOffers(),
  loadOffers: () => actions.loadOffers(),
  loadFavouriteLocations: () => actions.loadFavouriteLocations(),
  setFavouriteLocation: () => actions.setFavouriteLocation(12, true),
  loadPayments: () => actions.loadPayments(),
  loadMenu: () => actions.loadMenu(),
  confirmPickupLocation: () => actions.confirmPickupLocation(aLocation({ id: 13 })),
  confirmDeliveryAddress: () => actions.confirmDeliveryAddress(address),
  toggleHandoff: () => (
    createAppState({ order: anOrder({ handoff: 'dispatch' }) }),
    actions.toggleHandoff('pickup')
  ),
  loadContentCards: () => actions.loadContentCards(),
};

/** Actions whose server call may fail without the action failing: what they do stays done. */
const CANNOT_FAIL: Record<string, () => Promise<unknown>> = {
  sendPendingBoxChanges: () => actions.sendPendingBoxChanges(),
  readOrdersAgain: () => ((everything().language = 'es'), actions.readOrdersAgain()),
  signOut: () => actions.signOut(),
  followLanguage: () => actions.followLanguage(),
  applyRedeemedOffers: () => (
    (everything().redeemedOffers = [
      { offer: { id: 1, channel: 'web', campaign: 'C', memberid: 42, references: ['R'] } },
    ]),
    actions.applyRedeemedOffers()
  ),
};

describe('every action answers its failure and never rejects', () => {
  it.each(Object.entries(CAN_FAIL))('%s answers the refusal as a failure', async (_name, act) => {
    everything();
    mockFetch(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    await expect(act()).resolves.toMatchObject({
      ok: false,
      failure: { status: 503, messages: ['Down for maintenance.'] },
    });
  });

  it.each(Object.entries(CAN_FAIL))(
    '%s answers no answer as the connection issue',
    async (_name, act) => {
      everything();
      globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
      await expect(act()).resolves.toMatchObject({
        ok: false,
        failure: { status: 0, messages: [CONNECTION_ISSUE] },
      });
    },
  );

  it.each(Object.entries(CANNOT_FAIL))(
    '%s succeeds whatever the server answers',
    async (_name, act) => {
      everything();
      mockFetch(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
      await expect(act()).resolves.toEqual({ ok: true, value: undefined });
    },
  );

  it('applyPromoCode answers a failure whose message is the promo field’s (§8)', async () => {
    everything();
    mockFetch(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    await expect(actions.applyPromoCode('SAVE10')).resolves.toMatchObject({
      ok: false,
      failure: { status: 503, messages: ['Error: Down for maintenance.'] },
    });
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
    await expect(actions.applyPromoCode('SAVE10')).resolves.toMatchObject({
      ok: false,
      failure: { status: 0, messages: [`Error: ${CONNECTION_ISSUE}`] },
    });
  });

  it('setLocation answers the catering refusal as a failure, and leaves the location', () => {
    const state = createAppState({ channel: 'catering' });
    const placed = actions.setLocation(aLocation());
    expect(placed).toMatchObject({ ok: false, failure: { status: 0 } });
    expect(state.location).toBeNull();
    expect(actions.setLocation(aLocation({ catering_menu_id: 237040 }))).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
