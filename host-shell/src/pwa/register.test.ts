import { keepOfflineModules } from './offline-modules';
import { registerServiceWorker } from './register';

type Listener = (entries: { getEntries(): Array<{ name: string }> }) => void;
let observed: { listener: Listener; options: unknown } | null = null;

beforeEach(() => {
  observed = null;
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
    constructor(private readonly listener: Listener) {}
    observe(options: unknown) {
      observed = { listener: this.listener, options };
    }
  };
});

const settledNow = () => Promise.resolve();
const keepNothing = () => Promise.resolve();

function fakeWorkerContainer(controller: object | null) {
  const postMessage = jest.fn();
  const container = {
    controller,
    register: jest.fn(async () => ({})),
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, postMessage };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('§7.5 registering the service worker', () => {
  it('registers /sw.js at scope / and, on a first visit, lists every file the page loads', async () => {
    const { container, postMessage } = fakeWorkerContainer(null);
    registerServiceWorker(true, settledNow, keepNothing);
    await Promise.resolve();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(observed?.options).toEqual({ type: 'resource', buffered: true });
    observed?.listener({ getEntries: () => [{ name: 'http://localhost/main.0123456789.js' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(postMessage).toHaveBeenCalledWith({
      type: 'keep',
      page: window.location.href,
      urls: ['http://localhost/main.0123456789.js'],
    });
  });

  it('lists nothing when a worker already controls the page', async () => {
    const { container } = fakeWorkerContainer({});
    registerServiceWorker(true, settledNow, keepNothing);
    await Promise.resolve();
    expect(container.register).toHaveBeenCalled();
    expect(observed).toBeNull();
  });

  it('registers nothing outside production builds', async () => {
    const { container } = fakeWorkerContainer(null);
    registerServiceWorker(false, settledNow, keepNothing);
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('waits for the page to settle before registering', async () => {
    const { container } = fakeWorkerContainer(null);
    let settle = () => {};
    registerServiceWorker(
      true,
      () => new Promise<void>((resolve) => (settle = resolve)),
      keepNothing,
    );
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
    settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('keeps the box for offline use once the page has settled and the worker is ready', async () => {
    const { container } = fakeWorkerContainer({});
    let settle = () => {};
    const keep = jest.fn(() => Promise.resolve());
    registerServiceWorker(true, () => new Promise<void>((resolve) => (settle = resolve)), keep);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The worker is ready at once on a second visit: the first render goes first all the same.
    expect(keep).not.toHaveBeenCalled();
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).toHaveBeenCalled();
    expect(keep).toHaveBeenCalledTimes(1);
    // Not with the registration `ready` answers: the box's loader is its own.
    expect(keep).toHaveBeenCalledWith();
  });
});

describe('§7.5 what the offline banner promises', () => {
  const online = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  afterEach(() => online(true));

  it('loads the box drawer, so that the worker keeps its files', async () => {
    const load = jest.fn(async () => ({}));
    await keepOfflineModules(load);
    expect(load).toHaveBeenCalledWith('menuCart', './cart-drawer');
  });

  it('fetches nothing offline, and a failure only warns', async () => {
    const load = jest.fn(async () => {
      throw new Error('menuCart did not answer');
    });
    online(false);
    await keepOfflineModules(load);
    expect(load).not.toHaveBeenCalled();
    online(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(keepOfflineModules(load)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The box is not kept for offline use', expect.any(Error));
    warn.mockRestore();
  });
});
