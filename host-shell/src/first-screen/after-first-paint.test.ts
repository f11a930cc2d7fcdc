import { afterFirstPaint } from './after-first-paint';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A browser's paint timing: `paint()` reports the first contentful paint. */
function paintTiming() {
  const observers: PaintCallback[] = [];
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  const report = (name: string) =>
    observers.forEach((callback) =>
      callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect },
      ),
    );
  return {
    paint: () => report('first-contentful-paint'),
    firstPaint: () => report('first-paint'),
    disconnect,
  };
}

let frames: FrameRequestCallback[];
beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  document.body.innerHTML = '';
});

const nextFrame = () => frames.shift()?.(0);

describe('starting the site after the first screen is on the screen', () => {
  it('waits for the first contentful paint the browser reports, then a frame and a task, once', () => {
    const timing = paintTiming();
    const start = jest.fn();
    afterFirstPaint(start);
    timing.firstPaint();
    jest.advanceTimersByTime(0);
    expect(frames).toHaveLength(0);
    timing.paint();
    expect(timing.disconnect).toHaveBeenCalled();
    nextFrame();
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a frame where the browser has no paint timing', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a background tab, which presents no frames', () => {
    paintTiming();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the cap when no paint is reported', () => {
    paintTiming();
    const start = jest.fn();
    afterFirstPaint(start, 2000);
    jest.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
