import { orderLife } from './order-life';

describe('the life of a placed order', () => {
  it('is collected when ready, or brought out for delivery, and then completed', () => {
    expect(orderLife('pickup')).toEqual(['received', 'in_progress', 'ready', 'completed']);
    expect(orderLife('curbside')).toEqual(orderLife('pickup'));
    expect(orderLife('dispatch')).toEqual([
      'received',
      'in_progress',
      'out_for_delivery',
      'completed',
    ]);
    expect(orderLife('delivery')).toEqual(orderLife('dispatch'));
  });
});
