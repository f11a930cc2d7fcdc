import { setRequestHooks } from '../api/request-hooks';
import { mockFetch } from '../testing/fetch-mock';
import { routes } from '../testing/routes';
import { TEST_TOKENS } from '../testing/signed-in';
import { allergenActions as actions, followMemberAllergens } from './allergen-actions';
import { createAppState } from './app-state';

const API = '/api/v1/members/allergens';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let current = createAppState();
let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setRequestHooks({ tokens: () => current.token });
});
afterEach(() => {
  warn.mockRestore();
  setRequestHooks({});
});

describe('the allergen profile', () => {
  it('of a guest stays on the device: nothing is sent', async () => {
    current = createAppState();
    const fetch = mockFetch();
    await expect(actions.setAllergenProfile({ avoid: ['peanut'], hide: true })).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(current.allergenProfile).toEqual({ avoid: ['peanut'], hide: true });
    expect(fetch.calls).toHaveLength(0);
  });

  it('of a member goes to the account too; if it cannot, the device keeps it', async () => {
    current = createAppState({ token: TEST_TOKENS });
    let fetch = mockFetch(
      routes({ [`PUT ${API}`]: { body: { profile: { avoid: ['milk'], hide: false } } } }),
    );
    await actions.setAllergenProfile({ avoid: ['milk'], hide: false });
    expect(fetch.last.body).toEqual({ avoid: ['milk'], hide: false });

    fetch = mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    const failed = await actions.setAllergenProfile({ avoid: ['milk', 'egg'], hide: false });
    expect(failed.ok).toBe(false);
    expect(current.allergenProfile).toEqual({ avoid: ['milk', 'egg'], hide: false });
    expect(fetch.calls).toHaveLength(1);
  });

  it("follows the account's profile when a member signs in", async () => {
    current = createAppState({ allergenProfile: { avoid: ['soy'], hide: false } });
    const stop = followMemberAllergens(current);
    const fetch = mockFetch(
      routes({ [`GET ${API}`]: { body: { profile: { avoid: ['sesame'], hide: true } } } }),
    );
    current.token = TEST_TOKENS;
    await flush();
    await flush();
    expect(current.allergenProfile).toEqual({ avoid: ['sesame'], hide: true });
    // A refreshed token is the same session: nothing is read again.
    current.token = { ...TEST_TOKENS };
    await flush();
    expect(fetch.calls).toHaveLength(1);
    stop();
  });

  it("gives the device's profile to an account that has none", async () => {
    current = createAppState({ allergenProfile: { avoid: ['soy'], hide: false } });
    const fetch = mockFetch(
      routes({
        [`GET ${API}`]: { body: { profile: null } },
        [`PUT ${API}`]: { body: { profile: { avoid: ['soy'], hide: false } } },
      }),
    );
    current.token = TEST_TOKENS;
    const stop = followMemberAllergens(current);
    await flush();
    await flush();
    expect(fetch.calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(fetch.last.body).toEqual({ avoid: ['soy'], hide: false });
    stop();
  });

  it("leaves the device when the member's session ends", async () => {
    mockFetch(routes({ [`GET ${API}`]: { body: { profile: { avoid: ['egg'], hide: false } } } }));
    current = createAppState({ token: TEST_TOKENS });
    const stop = followMemberAllergens(current);
    await flush();
    await flush();
    expect(current.allergenProfile.avoid).toEqual(['egg']);
    current.token = null;
    await flush();
    expect(current.allergenProfile).toEqual({ avoid: [], hide: false });
    stop();
  });

  it('keeps the device profile when the account cannot be read', async () => {
    mockFetch(() => ({ status: 503, body: { message: 'Service unavailable' } }));
    current = createAppState({ allergenProfile: { avoid: ['fish'], hide: false } });
    current.token = TEST_TOKENS;
    const stop = followMemberAllergens(current);
    await flush();
    await flush();
    expect(current.allergenProfile).toEqual({ avoid: ['fish'], hide: false });
    expect(warn).toHaveBeenCalled();
    stop();
  });
});
