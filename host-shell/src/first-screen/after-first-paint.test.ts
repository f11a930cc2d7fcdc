import { afterFirstPaint } from './after-first-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('starting the site after the first screen has painted', () => {
  it('starts in the task after the next frame, once', () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    frames.shift()?.(0);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
    frame.mockRestore();
  });

  it('starts anyway in a background tab, which runs no frames', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const start = jest.fn();
    afterFirstPaint(start, 250);
    jest.advanceTimersByTime(249);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
