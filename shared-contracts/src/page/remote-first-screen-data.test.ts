import { remoteFirstScreenDataId } from './first-screen';
import { mockFetch } from '../testing/fetch-mock';
import { takeRemoteFirstScreenData } from './remote-first-screen-data';

describe("a remote's first-screen data, preloaded by the page", () => {
  const preload = () => {
    document.head.innerHTML = `<link rel="preload" as="fetch" crossorigin="anonymous" id="${remoteFirstScreenDataId('menuCart')}" href="?id=A&amp;first-screen=menuCart">`;
  };

  it('is fetched from the preload’s address, once', async () => {
    preload();
    const fetch = mockFetch(() => ({ body: { menu: 1 } }));
    expect(await takeRemoteFirstScreenData(document, 'menuCart')).toEqual({ menu: 1 });
    expect(fetch.last.url).toBe('http://localhost/?id=A&first-screen=menuCart');
    expect(await takeRemoteFirstScreenData(document, 'menuCart')).toBeNull();
    expect(fetch.calls).toHaveLength(1);
  });

  it('is none when the page preloads none, or another remote’s', async () => {
    const fetch = mockFetch();
    document.head.innerHTML = '';
    expect(await takeRemoteFirstScreenData(document, 'menuCart')).toBeNull();
    preload();
    expect(await takeRemoteFirstScreenData(document, 'checkout')).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('is none when the answer is not OK, not JSON, or the network fails', async () => {
    for (const answer of [
      () => ({ status: 404, body: { message: 'No first-screen data here.' } }),
      () => ({ body: '{"menu":' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      preload();
      mockFetch(answer);
      expect(await takeRemoteFirstScreenData(document, 'menuCart')).toBeNull();
    }
  });

  it('is none when it does not come in time: a stalled answer never holds the page', async () => {
    preload();
    mockFetch(
      ({ signal }) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    expect(await takeRemoteFirstScreenData(document, 'menuCart', 50)).toBeNull();
  });
});
