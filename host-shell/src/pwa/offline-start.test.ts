import { actions, pendingBox } from '@qsr/shared-contracts';
import { SEND_RETRY, startOfflineSupport } from './offline-start';

const change = { lineId: 900, quantity: 2 };

describe('box changes made offline, when the connection returns', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    pendingBox.changes = [];
  });

  it('sends them again while an attempt gets no answer, until they are sent', async () => {
    localStorage.setItem('pendingBoxChanges', JSON.stringify([change]));
    let answers = 0;
    const send = jest.spyOn(actions, 'sendPendingBoxChanges').mockImplementation(async () => {
      answers += 1;
      // The first two attempts get no answer; the queue stays.
      if (answers === 3) pendingBox.changes = [];
      return { ok: true, value: undefined };
    });
    startOfflineSupport(localStorage);
    expect(pendingBox.changes).toEqual([change]);
    await jest.advanceTimersByTimeAsync(SEND_RETRY.minTimeout);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(SEND_RETRY.minTimeout * SEND_RETRY.factor);
    expect(send).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('pendingBoxChanges')).toBeNull();
  });

  it('stops trying once offline again, and starts over on the next online event', async () => {
    pendingBox.changes = [change];
    const send = jest
      .spyOn(actions, 'sendPendingBoxChanges')
      .mockResolvedValue({ ok: true, value: undefined });
    startOfflineSupport(null);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('prices nothing again when nothing waits to be sent', async () => {
    const send = jest.spyOn(actions, 'sendPendingBoxChanges');
    startOfflineSupport(localStorage);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('still sends once, and keeps what is left, when the retries cannot be loaded', async () => {
    jest.resetModules();
    jest.doMock('p-retry', () => {
      throw new Error('Loading chunk send-retry failed.');
    });
    const contracts = await import('@qsr/shared-contracts');
    try {
      const { startOfflineSupport: start } = await import('./offline-start');
      localStorage.setItem('pendingBoxChanges', JSON.stringify([change]));
      const send = jest
        .spyOn(contracts.actions, 'sendPendingBoxChanges')
        .mockResolvedValue({ ok: true, value: undefined });
      start(localStorage);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(send).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem('pendingBoxChanges') ?? '[]')).toEqual([change]);
    } finally {
      contracts.pendingBox.changes = [];
      jest.dontMock('p-retry');
    }
  });
});
