import { BOTTOM_BAR_HEIGHT, measureBottomBar } from './bar-height';

/** jsdom lays nothing out and has no ResizeObserver: a stand-in that reports when told. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly report: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

beforeAll(() => {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
});

const token = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT);

describe('the bottom bar keeps its height in the shared token', () => {
  it('sets the bar height as the bar resizes, and removes it with the bar', () => {
    let height = 49;
    const bar = document.createElement('div');
    Object.defineProperty(bar, 'offsetHeight', { get: () => height });
    const cleanup = measureBottomBar(bar);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([bar]);

    observer.report();
    expect(token()).toBe('49px');
    // The order row joins the tabs, or Spanish words wrap: the token follows.
    height = 110;
    observer.report();
    expect(token()).toBe('110px');

    cleanup?.();
    expect(observer.disconnected).toBe(true);
    expect(token()).toBe('');
  });

  it('does nothing without a bar', () => {
    expect(measureBottomBar(null)).toBeUndefined();
    expect(token()).toBe('');
  });
});
