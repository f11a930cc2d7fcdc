import { mockFetch } from '../testing/fetch-mock';
import { addressSourceKind } from './address-source';
import { googlePlacesSource } from './google-places-source';
import { addressSourceFor } from './source-for-page';

jest.mock('./google-places-source', () => ({
  googlePlacesSource: jest.fn(() => ({ suggest: jest.fn(async () => []) })),
}));

const context = { channel: 'default', language: 'en-US' } as const;

describe('where delivery addresses are completed from', () => {
  beforeEach(() => jest.mocked(googlePlacesSource).mockClear());

  it('is Google Places when the site config has its key, the ordering API otherwise', () => {
    expect(addressSourceKind({ placesApiKey: 'places-browser-key' })).toBe('google');
    expect(addressSourceKind({})).toBe('restaurants');
  });

  it('without a key, asks the ordering API (catering: only restaurants that cater)', async () => {
    const fetch = mockFetch(() => ({ body: [] }));
    await addressSourceFor({}, { ...context, channel: 'catering' }).suggest(
      '12 main',
      new AbortController().signal,
    );
    expect(fetch.last.url).toBe('/api/v1/locations/delivery/suggest?q=12+main&catering=true');
    expect(googlePlacesSource).not.toHaveBeenCalled();
  });

  it('with a key, loads Google’s code only at the first suggestion, and asks nothing of ours', async () => {
    const fetch = mockFetch();
    const source = addressSourceFor({ placesApiKey: 'places-browser-key' }, context);
    expect(googlePlacesSource).not.toHaveBeenCalled();
    await source.suggest('12 main', new AbortController().signal);
    await source.suggest('12 main st', new AbortController().signal);
    expect(googlePlacesSource).toHaveBeenCalledTimes(1);
    expect(googlePlacesSource).toHaveBeenCalledWith('places-browser-key', context);
    expect(fetch.calls).toEqual([]);
  });
});
