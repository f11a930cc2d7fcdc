import { MAX_TELEMETRY_EVENTS, type TelemetryBatch } from '@qsr/shared-contracts';

let sendBeacon: jest.Mock;

/** A fresh page load: its own session id, queue and what it has reported. */
async function freshReporter() {
  jest.resetModules();
  sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const loaded = await import('./loaded-remotes');
  loaded.noteLoadedRemote('menuCart', '1.2.0', '/remotes/menuCart/1.2.0/mf-manifest.json');
  return import('./reporter');
}

const sent = (): TelemetryBatch[] =>
  sendBeacon.mock.calls.map(([url, body]: [string, string]) => {
    expect(url).toBe('/api/telemetry');
    return JSON.parse(body) as TelemetryBatch;
  });

const hide = (state: DocumentVisibilityState) => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/menu?product=biscuit#top');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  delete (navigator as { doNotTrack?: string }).doNotTrack;
});

describe('the host’s telemetry reporter', () => {
  it('sends a batch a few seconds after its first event: the page’s path, no query', async () => {
    const { report, SEND_AFTER_MS } = await freshReporter();
    report({ kind: 'loaded', remote: 'menuCart', version: '1.2.0' });
    report({ kind: 'vital', name: 'LCP', value: 1800, remote: 'menuCart', version: '1.2.0' });
    jest.advanceTimersByTime(SEND_AFTER_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    const [batch] = sent();
    expect(batch?.page).toBe('/menu');
    expect(batch?.session).toMatch(/^[a-f0-9]{32}$/);
    expect(batch?.events).toEqual([
      { kind: 'loaded', remote: 'menuCart', version: '1.2.0' },
      { kind: 'vital', name: 'LCP', value: 1800, remote: 'menuCart', version: '1.2.0' },
    ]);
  });

  it('sends what is queued when the page is hidden, in one session per page load', async () => {
    const { report, sendWhenHidden } = await freshReporter();
    sendWhenHidden();
    report({ kind: 'loaded', remote: 'menuCart', version: '1.2.0' });
    hide('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    hide('hidden');
    report({ kind: 'vital', name: 'CLS', value: 0.02 });
    window.dispatchEvent(new Event('pagehide'));
    const batches = sent();
    expect(batches).toHaveLength(2);
    expect(batches[1]?.session).toBe(batches[0]?.session);
  });

  it('reports a load or an error once per remote version, a load failure once per attempt', async () => {
    const { report, reportRemoteError, sendTelemetry } = await freshReporter();
    for (let i = 0; i < 3; i += 1) {
      report({ kind: 'loaded', remote: 'menuCart', version: '1.2.0' });
      reportRemoteError('render-error', 'menuCart');
      report({ kind: 'load-failure', remote: 'careers', version: '1.0.0', retries: i % 2 });
    }
    report({ kind: 'loaded', remote: 'menuCart', version: '1.3.0' });
    sendTelemetry();
    expect(sent()[0]?.events).toEqual([
      { kind: 'loaded', remote: 'menuCart', version: '1.2.0' },
      { kind: 'render-error', remote: 'menuCart', version: '1.2.0' },
      { kind: 'load-failure', remote: 'careers', version: '1.0.0', retries: 0 },
      { kind: 'load-failure', remote: 'careers', version: '1.0.0', retries: 1 },
      { kind: 'loaded', remote: 'menuCart', version: '1.3.0' },
    ]);
  });

  it('reports no error of a remote this page has not loaded (no version to name)', async () => {
    const { reportRemoteError, sendTelemetry } = await freshReporter();
    reportRemoteError('uncaught-error', 'careers');
    reportRemoteError('uncaught-error', undefined);
    sendTelemetry();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('splits a long queue into batches the BFF takes', async () => {
    const { report, sendTelemetry } = await freshReporter();
    for (let i = 0; i < MAX_TELEMETRY_EVENTS + 3; i += 1) {
      report({ kind: 'vital', name: 'INP', value: i });
    }
    sendTelemetry();
    expect(sent().map((batch) => batch.events.length)).toEqual([MAX_TELEMETRY_EVENTS, 3]);
  });

  it('keeps nothing when the browser sends Global Privacy Control or Do Not Track', async () => {
    const { report, sendTelemetry } = await freshReporter();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    report({ kind: 'loaded', remote: 'menuCart', version: '1.2.0' });
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    report({ kind: 'vital', name: 'CLS', value: 0.1 });
    sendTelemetry();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
