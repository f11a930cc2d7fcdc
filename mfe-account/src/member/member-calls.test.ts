import { setRequestHooks } from '@qsr/shared-contracts';
import { mockFetch, signedInHooks } from '@qsr/shared-contracts/testing';
import {
  addFavouriteOrder,
  changePassword,
  forgotPassword,
  removeAddress,
  removePayment,
  resetPassword,
  sendNewCode,
} from './member-calls';

const ORDERING = 'ordering';
const ACCESS = 'access';
const NONE = 'none';

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.1, §7.2 the calls only the account makes', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown, string]>([
    [
      'changePassword',
      () => changePassword({ new: 'n', current: 'c' }),
      'POST',
      '/api/v1/members/password',
      { new: 'n', current: 'c' },
      ACCESS,
    ],
    [
      'forgotPassword (with captcha)',
      () => forgotPassword('a@b.c', 'cap'),
      'POST',
      '/api/v1/members/forgotpassword',
      { email: 'a@b.c', captcha: 'cap' },
      NONE,
    ],
    [
      'sendNewCode',
      () => sendNewCode('a@b.c'),
      'POST',
      '/api/v1/members/verify/newcode',
      { email: 'a@b.c' },
      NONE,
    ],
    [
      'resetPassword',
      () => resetPassword({ token: 't', email: 'a@b.c', password: 'p' }),
      'POST',
      '/api/v1/members/resetpassword',
      { token: 't', email: 'a@b.c', password: 'p' },
      NONE,
    ],
    [
      'removePayment',
      () => removePayment(3),
      'DELETE',
      '/api/v1/members/payments/3',
      undefined,
      ORDERING,
    ],
    [
      'removeAddress',
      () => removeAddress(4),
      'DELETE',
      '/api/v1/members/addresses/4',
      undefined,
      ORDERING,
    ],
    [
      'addFavouriteOrder',
      () => addFavouriteOrder({ id: 'o9', description: 'Friday lunch' }),
      'POST',
      '/api/v1/orders/faves',
      { id: 'o9', description: 'Friday lunch' },
      ORDERING,
    ],
  ])('%s', async (_name, call, method, url, body, token) => {
    const fetch = mockFetch(() => ({ body: [] }));
    await call();
    expect(fetch.last).toMatchObject({ method, url, body });
    expect(fetch.last.headers['x-ordering-token']).toBe(
      token === ORDERING ? 'ordering-token' : undefined,
    );
    expect(fetch.last.headers.authorization).toBe(
      token === ACCESS ? 'Bearer access-token' : undefined,
    );
  });
});
