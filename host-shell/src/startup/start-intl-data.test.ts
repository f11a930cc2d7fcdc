import { startIntlData } from './start-intl-data';

const withWorker = (worker: unknown) => {
  Object.defineProperty(globalThis, 'Worker', {
    value: worker,
    configurable: true,
    writable: true,
  });
};

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

describe("starting the worker that loads ICU's data", () => {
  it("starts the script the build emits, from the page's own origin", () => {
    const started = jest.fn();
    withWorker(
      class {
        constructor(url: string) {
          started(url);
        }
      },
    );
    startIntlData();
    expect(started).toHaveBeenCalledWith('/intl-data-worker.js');
  });

  it('lets the page start where no worker can', () => {
    withWorker(
      class {
        constructor() {
          throw new Error('refused by the content security policy');
        }
      },
    );
    expect(() => startIntlData()).not.toThrow();
    withWorker(undefined);
    expect(() => startIntlData()).not.toThrow();
  });
});
