import { mockFetch } from '../testing/fetch-mock';
import { signedInHooks } from '../testing/signed-in';
import { setDonation } from './carts';
import { CONTENT_PAGE_SIZE, getStories, getStory } from './content';
import { findDeliveryLocations, getLocation } from './locations';
import { getHandoffTimes, getMenu, getMenuProduct } from './menus';
import { setRequestHooks } from './request-hooks';
import { getUpsellsForCart } from './upsells';

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.2 locations and menus', () => {
  it.each<[string, () => Promise<unknown>, string, string, unknown]>([
    [
      'findDeliveryLocations',
      () => findDeliveryLocations({ address: '1 Main St', city: 'Raleigh', zip: '27601' }),
      'POST',
      '/api/v1/locations/delivery',
      { address: '1 Main St', city: 'Raleigh', zip: '27601' },
    ],
    [
      'findDeliveryLocations of restaurants that cater',
      () =>
        findDeliveryLocations(
          { address: '1 Main St', city: 'Raleigh', zip: '27601' },
          { catering: true },
        ),
      'POST',
      '/api/v1/locations/delivery?catering=true',
      { address: '1 Main St', city: 'Raleigh', zip: '27601' },
    ],
    ['getLocation', () => getLocation(12), 'GET', '/api/v1/locations/12', undefined],
    [
      'getLocation by menu id',
      () => getLocation(237039, { byMenuId: true }),
      'GET',
      '/api/v1/locations/237039?byMenuId=true',
      undefined,
    ],
    ['getMenu', () => getMenu(237039), 'GET', '/api/v1/menus/237039', undefined],
    ['getMenuProduct', () => getMenuProduct(1, 2), 'GET', '/api/v1/menus/1/products/2', undefined],
    [
      'getHandoffTimes',
      () => getHandoffTimes(1, { from: '2030-01-01', to: '2030-01-02' }),
      'GET',
      '/api/v1/menus/1/times?from=2030-01-01&to=2030-01-02',
      undefined,
    ],
  ])('%s', async (_name, call, method, url, body) => {
    const fetch = mockFetch(() => ({ body: {} }));
    await call();
    expect(fetch.last).toMatchObject({ method, url, body });
    expect(fetch.last.headers['x-ordering-token']).toBeUndefined();
  });
});

describe('§7.2 upsells and donations', () => {
  it('getUpsellsForCart sends the member e-mail as a param', async () => {
    const fetch = mockFetch(() => ({ body: [] }));
    await getUpsellsForCart('o1', 'a@b.c');
    expect(fetch.last.url).toBe('/api/v1/upsells/o1?email=a%40b.c');
    expect(fetch.last.headers['x-ordering-token']).toBe('ordering-token');
  });
  it('setDonation puts {id, amount} on the v2 cart', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    await setDonation('cart-1', { id: 3, amount: 0.66 });
    expect(fetch.last).toMatchObject({
      method: 'PUT',
      url: '/api/v2/carts/cart-1/donations',
      body: { id: 3, amount: 0.66 },
    });
    expect(fetch.last.headers['x-api-path']).toBe('carts/cart-1/donations');
  });
});

describe('§7.3 content', () => {
  it('getStories asks for published stories by prefix, 100 per page, with excluded slugs', async () => {
    const fetch = mockFetch(() => ({ body: { stories: [] } }));
    await getStories({ startsWith: 'about/', excludingSlugs: ['about/old', 'global/*'] });
    const url = new URL(fetch.last.url, 'http://site');
    expect(url.pathname).toBe('/cms/stories');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      starts_with: 'about/',
      page: '1',
      per_page: String(CONTENT_PAGE_SIZE),
      excluding_slugs: 'about/old,global/*',
      version: 'published',
      token: 'sandbox-public-token',
    });
  });
  it('getStory reads one story by its full slug, in the language a call names', async () => {
    const fetch = mockFetch(() => ({ body: { story: {} } }));
    await getStory('/about/our story/', { language: 'es' });
    expect(fetch.last.url).toBe(
      '/cms/stories/about/our%20story?language=es&version=published&token=sandbox-public-token',
    );
    await getStory('about', { language: 'en-US' });
    expect(fetch.last.url).toBe('/cms/stories/about?version=published&token=sandbox-public-token');
  });
  it('content reads ask for the customer’s language: Spanish by the language parameter', async () => {
    const fetch = mockFetch(() => ({ body: { stories: [] } }));
    setRequestHooks({ language: () => 'es' });
    await getStories({ startsWith: 'content-cards/' });
    expect(new URL(fetch.last.url, 'http://site').searchParams.get('language')).toBe('es');
    await getStory('about');
    expect(new URL(fetch.last.url, 'http://site').searchParams.get('language')).toBe('es');
    setRequestHooks({});
    await getStories({ startsWith: 'content-cards/' });
    expect(new URL(fetch.last.url, 'http://site').searchParams.has('language')).toBe(false);
  });
});
