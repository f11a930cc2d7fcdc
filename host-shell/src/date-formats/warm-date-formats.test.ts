import { makeDateFormat } from './date-formats-worker';
import { DATE_FORMATS_WORKER_URL, warmDateFormats } from './warm-date-formats';

class FakeWorker {
  messages: unknown[] = [];
  terminated = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the date formats warmed in a worker', () => {
  const original = global.Worker;
  beforeAll(() => {
    global.Worker = FakeWorker as unknown as typeof Worker;
  });
  afterAll(() => {
    global.Worker = original;
  });

  it('asks the worker for the language’s formats in the restaurant’s zone, and ends it once done', () => {
    const worker = new FakeWorker();
    const urls: string[] = [];
    warmDateFormats('es', { timezone: 'America/Chicago' }, (url) => {
      urls.push(url);
      return worker as unknown as Worker;
    });
    expect(urls).toEqual([DATE_FORMATS_WORKER_URL]);
    expect(worker.messages).toEqual([{ locale: 'es-US', zone: 'America/Chicago' }]);
    expect(worker.terminated).toBe(false);
    worker.onmessage?.();
    expect(worker.terminated).toBe(true);
  });

  it('uses the default zone without a restaurant, and ends a worker that fails', () => {
    const worker = new FakeWorker();
    warmDateFormats('en-US', null, () => worker as unknown as Worker);
    expect(worker.messages).toEqual([{ locale: 'en-US', zone: 'America/New_York' }]);
    worker.onerror?.();
    expect(worker.terminated).toBe(true);
  });

  it('leaves the page as it is when a worker is refused or there are none', () => {
    expect(() =>
      warmDateFormats('en-US', null, () => {
        throw new Error('refused by the content security policy');
      }),
    ).not.toThrow();
    global.Worker = undefined as unknown as typeof Worker;
    const make = jest.fn();
    warmDateFormats('en-US', null, make);
    expect(make).not.toHaveBeenCalled();
    global.Worker = FakeWorker as unknown as typeof Worker;
  });
});

describe('the worker’s formatter', () => {
  it('makes a formatter, and shrugs off a zone or locale it does not know', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    makeDateFormat({ locale: 'en-US', zone: 'America/New_York' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(() => makeDateFormat({ locale: 'en-US', zone: 'Mars/Olympus_Mons' })).not.toThrow();
    made.mockRestore();
  });
});
