import { setRequestHooks } from '../api/request-hooks';
import { mockFetch } from '../testing/fetch-mock';
import { aLocation, aMember, anOrder } from '../testing/fixtures';
import { routes } from '../testing/routes';
import { TEST_TOKENS } from '../testing/signed-in';
import { createAppState } from './app-state';
import { memberActions as actions } from './member-actions';

const member = aMember();
const signedIn = { status: 'ok', data: { tokens: TEST_TOKENS, user: member } };
const credentials = { email: 'ada@example.com', password: 'pw', captcha: 'sandbox-captcha-ok' };
let error: jest.SpyInstance;

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The request helper reads the tokens of the state, as bootAppState wires it.
  setRequestHooks({ tokens: () => state().token });
});
afterEach(() => {
  error.mockRestore();
  setRequestHooks({});
});

let current = createAppState();
const state = () => current;
const fresh = (...args: Parameters<typeof createAppState>) => (current = createAppState(...args));

describe('§4.2 sign-in', () => {
  it('stores the tokens and the user and goes to /account', async () => {
    fresh();
    const fetch = mockFetch(routes({ 'POST /api/v1/members/signin': { body: signedIn } }));
    await expect(actions.signIn(credentials)).resolves.toEqual({
      ok: true,
      value: { next: '/account', member },
    });
    expect(fetch.last.body).toEqual(credentials);
    expect(state().token).toEqual(TEST_TOKENS);
    expect(state().user).toEqual(member);
  });

  it('goes to the stored redirect, once', async () => {
    fresh();
    actions.setRedirect('/order/checkout');
    mockFetch(routes({ 'POST /api/v1/members/create': { body: signedIn } }));
    await expect(
      actions.signUp({ ...member, password: 'pw', captcha: 'sandbox-captcha-ok' }),
    ).resolves.toMatchObject({ ok: true, value: { next: '/order/checkout' } });
    expect(state().redirect).toBeNull();
  });

  it('§9 REQUIRE_VERIFY: sign-up asks for the e-mailed code, which then signs in', async () => {
    fresh();
    const fetch = mockFetch(
      routes({
        'POST /api/v1/members/create': {
          status: 202,
          body: { status: 'verify', data: { email: 'ada@example.com' } },
        },
        'POST /api/v1/members/verify': { body: signedIn },
      }),
    );
    await expect(
      actions.signUp({ ...member, password: 'pw', captcha: 'sandbox-captcha-ok' }),
    ).resolves.toEqual({ ok: true, value: { verifyEmail: 'ada@example.com' } });
    expect(state().token).toBeNull();
    await expect(
      actions.verify({ email: 'ada@example.com', code: '123456' }),
    ).resolves.toMatchObject({ ok: true, value: { next: '/account' } });
    expect(fetch.last.body).toEqual({ email: 'ada@example.com', code: '123456' });
    expect(state().token).toEqual(TEST_TOKENS);
  });

  it('keeps only site paths as redirects', () => {
    fresh();
    actions.setRedirect('https://evil.example.com');
    expect(state().redirect).toBeNull();
    actions.setRedirect('//evil.example.com');
    expect(state().redirect).toBeNull();
    actions.setRedirect(null);
    expect(state().redirect).toBeNull();
  });

  it('never comes back to a sign-in page', () => {
    fresh();
    for (const page of ['/account/login?expired=1', '/app/signin', '/account/verify']) {
      actions.setRedirect(page);
      expect(state().redirect).toBeNull();
    }
    actions.setRedirect('/account/settings');
    expect(state().redirect).toBe('/account/settings');
  });

  it('signs in with SSO', async () => {
    fresh();
    mockFetch(routes({ 'POST /api/v1/members/sso': { body: signedIn } }));
    await expect(actions.signInWithSso({ code: 'c', redirect_uri: 'x' })).resolves.toMatchObject({
      ok: true,
      value: { next: '/account', member: { first_name: 'Ada' } },
    });
    expect(state().user?.first_name).toBe('Ada');
  });

  it('§8 returns the error to the caller without showing it', async () => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    fresh();
    mockFetch(() => ({ status: 401, body: { message: 'Wrong e-mail or password.' } }));
    await expect(actions.signIn(credentials)).resolves.toMatchObject({
      ok: false,
      failure: { messages: ['Wrong e-mail or password.'], status: 401 },
    });
    expect(showErrors).not.toHaveBeenCalled();
    expect(state().token).toBeNull();
  });

  it('refuses an answer without tokens', async () => {
    fresh();
    mockFetch(() => ({ body: { status: 'error', message: 'Verify your e-mail first.' } }));
    await expect(actions.signIn(credentials)).resolves.toMatchObject({
      ok: false,
      failure: { messages: ['Verify your e-mail first.'] },
    });
  });
});

describe('§4.2 sign-out', () => {
  it('abandons the order, deletes the session, then clears user and token', async () => {
    fresh({
      token: TEST_TOKENS,
      user: member,
      order: anOrder(),
      payments: [{ account: { id: 1 } }],
      favelocations: [aLocation()],
    });
    const fetch = mockFetch(() => ({ status: 204 }));
    await actions.signOut();
    expect(
      fetch.calls.map((c) => [
        c.method,
        c.url,
        c.headers['x-ordering-token'],
        c.headers.authorization,
      ]),
    ).toEqual([
      ['DELETE', '/api/v1/orders/o1/abandon', 'ordering-token', undefined],
      ['DELETE', '/api/v1/members/signout', undefined, 'Bearer access-token'],
    ]);
    expect(state()).toMatchObject({
      user: null,
      token: null,
      order: null,
      payments: [],
      favelocations: [],
    });
  });

  it('signs out here even when the server fails', async () => {
    fresh({ token: TEST_TOKENS, user: member });
    mockFetch(() => ({ status: 500 }));
    await actions.signOut();
    expect(state().token).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('makes no session call for a guest', async () => {
    fresh();
    const fetch = mockFetch();
    await actions.signOut();
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('member data in the state', () => {
  it('loads the user, payments and favourite locations, and sets a favourite', async () => {
    fresh({ token: TEST_TOKENS });
    mockFetch(
      routes({
        'GET /api/v1/members/get': { body: member },
        'GET /api/v1/members/payments': { body: [{ account: { id: 3 } }] },
        'GET /api/v1/members/faves/locations': { body: [aLocation()] },
        'POST /api/v1/members/faves/locations/12': { body: [aLocation(), aLocation({ id: 13 })] },
        'DELETE /api/v1/members/faves/locations/12': { body: [] },
      }),
    );
    await actions.loadUser();
    expect(state().user).toEqual(member);
    await actions.loadPayments();
    expect(state().payments).toEqual([{ account: { id: 3 } }]);
    await actions.loadFavouriteLocations();
    expect(state().favelocations).toHaveLength(1);
    await actions.setFavouriteLocation(12, true);
    expect(state().favelocations).toHaveLength(2);
    await actions.setFavouriteLocation(12, false);
    expect(state().favelocations).toHaveLength(0);
  });

  it('§4.5 loads the wallet; a load error is only logged', async () => {
    fresh({ token: TEST_TOKENS });
    const wallet = [{ label: 'Free Biscuit', cred: 'B', status: 'incomplete' }];
    mockFetch(routes({ 'GET /api/v1/members/loyalty': { body: { points: 1, wallet } } }));
    await actions.loadWalletOffers();
    expect(state().walletOffers).toEqual(wallet);
    mockFetch(() => ({ status: 500 }));
    await actions.loadWalletOffers();
    expect(state().walletOffers).toEqual(wallet);
    expect(error).toHaveBeenCalled();
  });

  it('§4.10 loads offers at start, tolerating a failure, and only for a member', async () => {
    fresh();
    const fetch = mockFetch(routes({ 'GET /api/v1/members/offers/all': { body: [{ id: 1 }] } }));
    await actions.loadOffers();
    expect(fetch.calls).toHaveLength(0);
    state().token = TEST_TOKENS;
    await actions.loadOffers();
    expect(state().offers).toEqual([{ id: 1 }]);
    mockFetch(() => ({ status: 500 }));
    await expect(actions.loadOffers()).resolves.toMatchObject({
      ok: false,
      failure: { status: 500 },
    });
    expect(state().offers).toEqual([{ id: 1 }]);
  });
});

describe('§4.5 redeeming an offer', () => {
  const offer = {
    id: 3,
    channel: 'web',
    campaign: 'SPRING',
    label: '$2 off any order',
    memberid: TEST_TOKENS.id,
    references: ['RWD-SPRING'],
  };

  it('redeems it, keeps it and puts it on the box', async () => {
    fresh({ token: TEST_TOKENS, order: anOrder() });
    const withOffer = anOrder({
      discounts: [{ type: 'Reward', amount: 2, description: '$2 off any order' }],
    });
    const fetch = mockFetch(
      routes({
        [`POST /api/v1/members/redeem?memberID=${TEST_TOKENS.id}`]: { body: offer },
        'PUT /api/v1/orders/o1/rewards': { body: withOffer },
      }),
    );
    expect(await actions.redeemOffer(offer)).toEqual({ ok: true, value: undefined });
    expect(fetch.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
      'POST /api/v1/members/redeem',
      'PUT /api/v1/orders/o1/rewards',
    ]);
    expect(state().redeemedOffers).toEqual([{ offer, tried: { orderId: 'o1', refusal: null } }]);
    expect(state().order?.discounts).toEqual(withOffer.discounts);
  });

  it('keeps nothing when the redemption is refused, and forgets the offers at sign-out', async () => {
    fresh({ token: TEST_TOKENS });
    mockFetch(() => ({
      status: 400,
      body: { message: '[241] This offer has already been redeemed.', code: 241 },
    }));
    await expect(actions.redeemOffer(offer)).resolves.toMatchObject({
      ok: false,
      failure: { status: 400, code: 241 },
    });
    expect(state().redeemedOffers).toEqual([]);
    state().redeemedOffers = [{ offer }];
    mockFetch(() => ({ status: 204 }));
    await actions.signOut();
    expect(state().redeemedOffers).toEqual([]);
  });
});

describe('§7.1 profile', () => {
  it('saves the profile and greets with the new name', async () => {
    fresh({ token: TEST_TOKENS, user: member });
    const fetch = mockFetch(() => ({ body: { ...member, first_name: 'Augusta' } }));
    await actions.updateProfile({ ...member, first_name: 'Augusta' });
    expect([fetch.last.method, fetch.last.headers.authorization]).toEqual([
      'PUT',
      'Bearer access-token',
    ]);
    expect(state().user?.first_name).toBe('Augusta');
  });

  it('a new e-mail answers where its code went and changes nothing until the code', async () => {
    fresh({ token: TEST_TOKENS, user: member });
    const fetch = mockFetch(() => ({
      status: 202,
      body: { status: 'verify_email', data: { email: 'new@example.com' } },
    }));
    const result = await actions.updateProfile({
      ...member,
      email: 'new@example.com',
      password: 'Current1',
    });
    expect(result).toEqual({ ok: true, value: { verifyEmail: 'new@example.com' } });
    expect(fetch.last.body).toMatchObject({
      email: 'new@example.com',
      password: 'Current1',
    });
    expect(state().user).toEqual(member);
  });
});

describe('§6 an expired session', () => {
  it('clears the member but keeps the box and comes back after sign-in', () => {
    fresh({ token: TEST_TOKENS, user: member, order: anOrder() });
    actions.sessionExpired('/account/settings');
    expect(state()).toMatchObject({ user: null, token: null, redirect: '/account/settings' });
    expect(state().order?.id).toBe('o1');
  });

  it('on a sign-in page, signs out without moving the member or their way back', async () => {
    fresh({ token: TEST_TOKENS, user: member, redirect: '/order/checkout' });
    actions.sessionExpired('/account/login');
    expect(state()).toMatchObject({
      user: null,
      token: null,
      redirect: '/order/checkout',
      sessionExpiredOn: null,
    });
    mockFetch(routes({ 'POST /api/v1/members/signin': { body: signedIn } }));
    await expect(
      actions.signIn({ email: 'ada@example.com', password: 'pw', captcha: 'sandbox-captcha-ok' }),
    ).resolves.toMatchObject({ ok: true, value: { next: '/order/checkout' } });
  });
});
