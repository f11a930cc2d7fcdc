import type { RemotesConfig } from '@qsr/shared-contracts';
import { loadedRemotesConfig } from '../remotes/remote-loader';
import { newPinsAvailable, PIN_CHECK_INTERVAL_MS } from './pin-watch';

// The unit under test compares pins; which config the page loaded is the loader's.
jest.mock('../remotes/remote-loader', () => ({
  loadedRemotesConfig: jest.fn(),
  remotesConfigUrl: () => '/config/remotes.json',
}));

const config = (version: string): RemotesConfig => ({
  channel: 'default',
  environment: 'local',
  remotes: [{ name: 'careers', version, entry: '/x', contractMajor: 1 }],
});

describe('new pins, asked at most every interval', () => {
  it('asks nothing in the first interval of the page, then at most once an interval', async () => {
    jest.mocked(loadedRemotesConfig).mockReturnValue(Promise.resolve(config('1.0.0')));
    const fetch = jest.fn(async (_url: string) => ({
      ok: true,
      json: async () => config('1.1.0'),
    }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    expect(await newPinsAvailable(PIN_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(0);

    expect(await newPinsAvailable(PIN_CHECK_INTERVAL_MS)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/config/remotes.json');

    expect(await newPinsAvailable(2 * PIN_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await newPinsAvailable(2 * PIN_CHECK_INTERVAL_MS)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
