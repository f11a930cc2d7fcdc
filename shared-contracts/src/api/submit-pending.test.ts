import { isSubmitPending, SUBMIT_PENDING_MESSAGE } from './submit-pending';

describe('a submit’s answer: placed, or pending', () => {
  it('knows the BFF’s pending answer by its status and order reference', () => {
    expect(
      isSubmitPending({ status: 'pending', orderId: 'o1', message: SUBMIT_PENDING_MESSAGE }),
    ).toBe(true);
  });

  it.each([
    ['a placed order’s status', { id: 'o1', status: 'received', number: '1042' }],
    ['pending without a reference', { status: 'pending', message: 'x' }],
    ['pending with an empty reference', { status: 'pending', orderId: '' }],
    ['nothing', null],
    ['a string', 'pending'],
  ])('%s is not pending', (_name, answer) => {
    expect(isSubmitPending(answer)).toBe(false);
  });

  it('never tells the customer to try again', () => {
    expect(SUBMIT_PENDING_MESSAGE).not.toMatch(/try again/i);
  });
});
