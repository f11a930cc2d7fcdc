import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('yielding to the browser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('goes on after a task boundary elsewhere', async () => {
    jest.useFakeTimers();
    let done = false;
    void yieldToBrowser().then(() => (done = true));
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(done).toBe(false);
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
