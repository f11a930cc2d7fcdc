import { bus } from './bus';

describe('event bus', () => {
  it('delivers payloads to subscribers until they unsubscribe', () => {
    const seen: unknown[] = [];
    const off = bus.on('checkout:order-placed', (payload) => seen.push(payload));
    bus.emit('checkout:order-placed', { orderId: '42' });
    off();
    bus.emit('checkout:order-placed', { orderId: '43' });
    expect(seen).toEqual([{ orderId: '42' }]);
  });
  it('delivers topics without payload', () => {
    const open = jest.fn();
    const off = bus.on('cart:open', open);
    bus.emit('cart:open');
    off();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
