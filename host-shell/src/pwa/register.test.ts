import { registerServiceWorker } from './register';

function fakeWorkerContainer(controller: object | null) {
  const postMessage = jest.fn();
  const container = {
    controller,
    register: jest.fn(async () => ({})),
    addEventListener: jest.fn(),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, postMessage };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('§7.5 registering the service worker', () => {
  it('registers /sw.js at scope / and, on a first visit, lists what the page loaded', async () => {
    const { container, postMessage } = fakeWorkerContainer(null);
    const loaded = [{ name: 'http://localhost/main.0123456789.js' }];
    Object.defineProperty(performance, 'getEntriesByType', {
      value: () => loaded,
      configurable: true,
    });
    registerServiceWorker(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'keep',
        page: window.location.href,
        urls: ['http://localhost/main.0123456789.js'],
      }),
    );
  });

  it('lists nothing when a worker already controls the page', async () => {
    const { container, postMessage } = fakeWorkerContainer({});
    registerServiceWorker(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('registers nothing outside production builds', () => {
    const { container } = fakeWorkerContainer(null);
    registerServiceWorker(false);
    expect(container.register).not.toHaveBeenCalled();
  });
});
