import { mockFetch } from '../testing/fetch-mock';
import { aMember } from '../testing/fixtures';
import { signedInHooks } from '../testing/signed-in';
import * as members from './members';
import { setRequestHooks } from './request-hooks';

const ORDERING = 'ordering';
const ACCESS = 'access';
const NONE = 'none';
const { id: _id, ...profile } = aMember();

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.1 member and marketing calls', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown, string]>([
    [
      'subscribeEclub',
      () => members.subscribeEclub({ email: 'a@b.c', zip: '27601' }),
      'POST',
      '/api/v1/eclub/subscribe',
      { email: 'a@b.c', zip: '27601' },
      NONE,
    ],
    [
      'createUser (with captcha)',
      () => members.createUser({ ...profile, password: 'pw', captcha: 'cap' }),
      'POST',
      '/api/v1/members/create',
      { ...profile, password: 'pw', captcha: 'cap' },
      NONE,
    ],
    [
      'loginUser (with captcha)',
      () => members.loginUser({ email: 'a@b.c', password: 'pw', captcha: 'cap' }),
      'POST',
      '/api/v1/members/signin',
      { email: 'a@b.c', password: 'pw', captcha: 'cap' },
      NONE,
    ],
    [
      'loginWithSso',
      () => members.loginWithSso({ code: 'c', redirect_uri: 'https://x/account/oauthcallback' }),
      'POST',
      '/api/v1/members/sso',
      { code: 'c', redirect_uri: 'https://x/account/oauthcallback' },
      NONE,
    ],
    [
      'logoutUser',
      () => members.logoutUser(),
      'DELETE',
      '/api/v1/members/signout',
      undefined,
      ACCESS,
    ],
    ['getUser', () => members.getUser(), 'GET', '/api/v1/members/get', undefined, ACCESS],
    [
      'updateUser (only the §7.1 fields)',
      () => members.updateUser({ ...profile, id: 42 } as typeof profile),
      'PUT',
      '/api/v1/members/update',
      profile,
      ACCESS,
    ],
    ['getLoyalty', () => members.getLoyalty(), 'GET', '/api/v1/members/loyalty', undefined, ACCESS],
    [
      'getFavouriteLocations',
      () => members.getFavouriteLocations(),
      'GET',
      '/api/v1/members/faves/locations',
      undefined,
      ORDERING,
    ],
    [
      'addFavouriteLocation',
      () => members.addFavouriteLocation(8),
      'POST',
      '/api/v1/members/faves/locations/8',
      undefined,
      ORDERING,
    ],
    [
      'removeFavouriteLocation',
      () => members.removeFavouriteLocation(8),
      'DELETE',
      '/api/v1/members/faves/locations/8',
      undefined,
      ORDERING,
    ],
    [
      'getPayments',
      () => members.getPayments(),
      'GET',
      '/api/v1/members/payments',
      undefined,
      ORDERING,
    ],
    [
      'getAddresses',
      () => members.getAddresses(),
      'GET',
      '/api/v1/members/addresses',
      undefined,
      ORDERING,
    ],
    [
      'getOffers',
      () => members.getOffers(),
      'GET',
      '/api/v1/members/offers/all',
      undefined,
      ORDERING,
    ],
    [
      'getBalance',
      () => members.getBalance(42),
      'GET',
      '/api/v1/members/balance?memberID=42',
      undefined,
      ORDERING,
    ],
    [
      'redeemOffer',
      () => members.redeemOffer(42, { id: 'of1', channel: 'web', campaign: 'spring' }),
      'POST',
      '/api/v1/members/redeem?memberID=42',
      { id: 'of1', channel: 'web', campaign: 'spring' },
      ORDERING,
    ],
  ])('%s', async (_name, call, method, url, body, token) => {
    const fetch = mockFetch(() => ({ body: { wallet: [] } }));
    await call();
    expect(fetch.last).toMatchObject({ method, url, body });
    expect(fetch.last.headers['x-ordering-token']).toBe(
      token === ORDERING ? 'ordering-token' : undefined,
    );
    expect(fetch.last.headers.authorization).toBe(
      token === ACCESS ? 'Bearer access-token' : undefined,
    );
  });

  it('getWalletOffers answers the wallet of the loyalty call (§4.5)', async () => {
    const wallet = [{ label: 'Free Biscuit', cred: 'BISCUIT', status: 'incomplete' }];
    const fetch = mockFetch(() => ({ body: { points: 120, wallet } }));
    await expect(members.getWalletOffers()).resolves.toEqual(wallet);
    expect(fetch.last.url).toBe('/api/v1/members/loyalty');
    expect(fetch.last.headers.authorization).toBe('Bearer access-token');
  });
});
