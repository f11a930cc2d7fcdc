/** @jest-environment node */
import remoteRetryPlugin from './remote-retry-plugin';

type Hook = (...args: never[]) => Promise<unknown>;
const plugin = remoteRetryPlugin() as unknown as Record<string, Hook>;
const hook = (name: string) => plugin[name] as (...args: unknown[]) => Promise<unknown>;

const manifest = () => new Response(JSON.stringify({ id: 'careers' }), { status: 200 });

describe('failure layer 1, a retry: a remote’s files are fetched again', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches a manifest again after a network failure or an error status, revalidated', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(manifest());
    const answer = hook('fetch')('/remotes/careers/1.0.0/mf-manifest.json', {});
    await jest.runAllTimersAsync();
    await expect(answer).resolves.toBeInstanceOf(Response);
    expect(global.fetch).toHaveBeenCalledTimes(3);
    expect(global.fetch).toHaveBeenLastCalledWith('/remotes/careers/1.0.0/mf-manifest.json', {
      cache: 'no-cache',
    });
  });

  it('gives up after two retries, so the remote shows its fallback', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = hook('fetch')('/remotes/careers/1.0.0/mf-manifest.json', {});
    const failed = expect(answer).rejects.toThrow();
    await jest.runAllTimersAsync();
    await failed;
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('loads an entry script again when it failed', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce(exports);
    const globalLoading: Record<string, unknown> = { careers: Promise.reject(new Error('x')) };
    (globalLoading.careers as Promise<unknown>).catch(() => undefined);
    const loaded = hook('loadEntryError')({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'careers', entry: '/remotes/careers/1.0.0/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'careers',
    });
    await jest.runAllTimersAsync();
    await expect(loaded).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // The failed load is forgotten, so the second attempt adds the script afresh.
    expect(globalLoading).not.toHaveProperty('careers');
  });
});
