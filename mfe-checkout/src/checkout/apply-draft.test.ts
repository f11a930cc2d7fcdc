import { createAppState } from '@qsr/shared-contracts';
import { anOrder, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { applyTime } from './apply-draft';
import { initialDraft, type CheckoutDraft } from './draft';

const WANTED = '2030-06-05T09:00:00-04:00';

describe('§4.1 step 4 the draft’s time goes to the box', () => {
  // The box as the draft's earlier calls left it (delivery now), ahead of the state's copy.
  const delivery = anOrder({ handoff: 'dispatch' });

  it('unchanged, sends nothing and keeps the box it was given, not the state’s older copy', async () => {
    createAppState({ order: anOrder() });
    const fetch = mockFetch();
    const draft = initialDraft(delivery, null);
    await expect(applyTime(delivery, draft.time)).resolves.toBe(delivery);
    await expect(applyTime(delivery, { mode: 'scheduled', wanted: null })).resolves.toBe(delivery);
    expect(fetch.calls).toHaveLength(0);
  });

  it('changed, answers the box as the ordering API has it; a refusal is thrown', async () => {
    createAppState({ order: anOrder() });
    const scheduled = anOrder({ handoff: 'dispatch', time: { mode: 'scheduled', wanted: WANTED } });
    mockFetch(routes({ 'PUT /api/v1/orders/o1/time': { body: scheduled } }));
    const draft: CheckoutDraft = {
      ...initialDraft(delivery, null),
      time: { mode: 'scheduled', wanted: WANTED },
    };
    await expect(applyTime(delivery, draft.time)).resolves.toMatchObject(scheduled);
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/time': {
          status: 400,
          body: { message: '[229] That time is not available. Please choose another time.' },
        },
      }),
    );
    await expect(applyTime(delivery, draft.time)).rejects.toMatchObject({ status: 400 });
  });
});
