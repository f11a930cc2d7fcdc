import { ICU_WARM_UP_URL, warmUpIcu } from './icu-warm-up';
import { warmUp } from './icu-warm-up-worker';

class FakeWorker {
  static made: FakeWorker[] = [];
  messages: unknown[] = [];
  terminated = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const original = global.Worker;
beforeEach(() => {
  FakeWorker.made = [];
  global.Worker = FakeWorker as never;
});
afterEach(() => {
  global.Worker = original;
  jest.restoreAllMocks();
});

describe('the ICU warm-up', () => {
  it('starts the site’s worker in the page’s language, and ends it once it has answered', () => {
    warmUpIcu('es');
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe(ICU_WARM_UP_URL);
    expect(worker?.messages).toEqual(['es']);
    worker?.onmessage?.();
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that failed, and the page formats as it would without it', () => {
    warmUpIcu('en-US');
    FakeWorker.made[0]?.onerror?.();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('asks for nothing offline, or where a browser has no workers or refuses one', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    warmUpIcu('en-US');
    expect(FakeWorker.made).toEqual([]);
    jest.restoreAllMocks();
    global.Worker = undefined as never;
    expect(() => warmUpIcu('en-US')).not.toThrow();
    global.Worker = class {
      constructor() {
        throw new Error('refused by the page’s policy');
      }
    } as never;
    expect(() => warmUpIcu('en-US')).not.toThrow();
  });

  it('formats money and a restaurant’s time in either language, in the worker', () => {
    expect(() => warmUp('en-US')).not.toThrow();
    expect(() => warmUp('es')).not.toThrow();
  });
});
