import { pendingBox } from '@qsr/shared-contracts';
import { persistPendingBox } from './stored-box-changes';

describe('box changes made offline, kept in storage', () => {
  it('survives a reload: the queue is stored and read back, a corrupt one is dropped', async () => {
    localStorage.setItem('pendingBoxChanges', '[{"lineId":900,"quantity":1},{"x":1}]');
    const stop = persistPendingBox(localStorage);
    expect(pendingBox.changes).toEqual([{ lineId: 900, quantity: 1 }]);
    pendingBox.changes = [{ lineId: 900, quantity: 0 }];
    await Promise.resolve();
    expect(localStorage.getItem('pendingBoxChanges')).toBe('[{"lineId":900,"quantity":0}]');
    pendingBox.changes = [];
    await Promise.resolve();
    expect(localStorage.getItem('pendingBoxChanges')).toBeNull();
    stop();
    localStorage.setItem('pendingBoxChanges', 'not json');
    persistPendingBox(localStorage)();
    expect(pendingBox.changes).toEqual([]);
  });
});
