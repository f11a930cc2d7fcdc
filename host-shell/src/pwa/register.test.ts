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

  it("gives the worker the box's files to keep once the page has settled and the worker is ready", async () => {
    const { postMessage } = fakeWorkerContainer({});
    let settle = () => {};
    const keep = jest.fn((list: (urls: string[]) => void) => {
      list(['http://localhost/remotes/menuCart/1.0.0/remoteEntry.js']);
      return Promise.resolve();
    });
    registerServiceWorker(true, () => new Promise<void>((resolve) => (settle = resolve)), keep);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The worker is ready at once on a second visit: the first render goes first all the same.
    expect(keep).not.toHaveBeenCalled();
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'keep',
      page: window.location.href,
      urls: ['http://localhost/remotes/menuCart/1.0.0/remoteEntry.js'],
    });
  });
});
