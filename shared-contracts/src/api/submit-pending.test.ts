import { SUBMIT_PENDING_MESSAGE } from './submit-pending';

describe('a submit’s pending answer', () => {
  it('never tells the customer to try again', () => {
    expect(SUBMIT_PENDING_MESSAGE).not.toMatch(/try again/i);
  });
});
