import shareYieldPlugin, { yieldToBrowser } from './share-yield-plugin';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;
const beforeLoadShare = shareYieldPlugin().beforeLoadShare as unknown as BeforeLoadShare;

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Every queued microtask runs first: only a task boundary keeps the promise pending.
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

describe('share negotiation in tasks of their own', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on with each shared library only after a task boundary, unchanged', async () => {
    jest.useFakeTimers();
    const args = { pkgName: 'react' };
    const next = beforeLoadShare(args);
    expect(await settled(next)).toBe(false);
    jest.runOnlyPendingTimers();
    await expect(next).resolves.toBe(args);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
