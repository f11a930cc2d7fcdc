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
    registerServiceWorker(true, settledNow);
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
    registerServiceWorker(true, settledNow);
    await Promise.resolve();
    expect(container.register).toHaveBeenCalled();
    expect(observed).toBeNull();
  });

  it('registers nothing outside production builds', async () => {
    const { container } = fakeWorkerContainer(null);
    registerServiceWorker(false, settledNow);
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('waits for the page to settle before registering', async () => {
    const { container } = fakeWorkerContainer(null);
    let settle = () => {};
    registerServiceWorker(true, () => new Promise<void>((resolve) => (settle = resolve)));
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
    settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
