import { setRequestHooks } from '@qsr/shared-contracts';
import { mockFetch, signedInHooks } from '@qsr/shared-contracts/testing';
import { findLocations, getLocations } from './location-calls';

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.2 the location calls only the locator makes', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['getLocations', () => getLocations(), '/api/v1/locations'],
    [
      'findLocations',
      () => findLocations({ lat: 35.7, lng: -78.6 }),
      '/api/v1/locations/search?lat=35.7&lng=-78.6',
    ],
    [
      'getLocations, the catering list',
      () => getLocations({ catering: true }),
      '/api/v1/locations?catering=true',
    ],
    [
      'getLocations, the first page of the catering list',
      () => getLocations({ catering: true, limit: 40 }),
      '/api/v1/locations?catering=true&limit=40',
    ],
    [
      'getLocations, the first page on the consumer site',
      () => getLocations({ catering: false, limit: 40 }),
      '/api/v1/locations?limit=40',
    ],
    [
      'findLocations of restaurants that cater',
      () => findLocations({ q: 'Charlotte', catering: true }),
      '/api/v1/locations/search?q=Charlotte&catering=true',
    ],
  ])('%s', async (_name, call, url) => {
    const fetch = mockFetch(() => ({ body: {} }));
    await call();
    expect(fetch.last).toMatchObject({ method: 'GET', url, body: undefined });
    // Public reads, the same for everyone: no member token.
    expect(fetch.last.headers['x-ordering-token']).toBeUndefined();
  });
});
