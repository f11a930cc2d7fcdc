import { SETTLED_AT_MOST_MS, SETTLED_QUIET_MS, whenPageSettled } from './page-settled';

type Listener = () => void;
let observers: Array<{ listener: Listener; disconnected: boolean }> = [];

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
    private readonly entry: { listener: Listener; disconnected: boolean };
    constructor(listener: Listener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  };
});

afterEach(() => {
  jest.useRealTimers();
  delete (document as { readyState?: unknown }).readyState;
});

/** A resource finishing on the page, as the browser reports it. */
const fileFinished = () => observers.forEach((observer) => observer.listener());

async function isSettled(settled: Promise<void>): Promise<boolean> {
  let done = false;
  void settled.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

describe('the page settles after its load and a quiet network', () => {
  it('settles once no file or request has finished for the quiet time', async () => {
    const settled = whenPageSettled(window, 1000, 30_000);
    await jest.advanceTimersByTimeAsync(900);
    fileFinished();
    await jest.advanceTimersByTimeAsync(900);
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await isSettled(settled)).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('waits for the load event first', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const settled = whenPageSettled();
    await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS * 3);
    expect(await isSettled(settled)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS);
    expect(await isSettled(settled)).toBe(true);
  });

  it('settles at the latest time even when the page keeps asking', async () => {
    const settled = whenPageSettled();
    for (let elapsed = 0; elapsed < SETTLED_AT_MOST_MS - 500; elapsed += 500) {
      await jest.advanceTimersByTimeAsync(500);
      fileFinished();
    }
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(500);
    expect(await isSettled(settled)).toBe(true);
  });
});
