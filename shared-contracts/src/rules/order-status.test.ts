import { ORDER_STATUSES } from '../types/order';
import { isFinalStatus } from './order-status';

describe('§4.1 step 7: when a placed order stops changing', () => {
  it('at completed or cancelled, and at no other status', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['completed', 'cancelled']);
  });
});
