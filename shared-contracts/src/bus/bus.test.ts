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
    const off = bus.on('box:open', open);
    bus.emit('box:open');
    off();
    expect(open).toHaveBeenCalledTimes(1);
  });
  it('reaches a renamed topic by its old name, both ways, for remotes built before the rename', () => {
    const opened = jest.fn();
    const closed = jest.fn();
    const offNew = bus.on('box:open', opened);
    const offOld = bus.on('cart:close', closed);
    bus.emit('cart:open');
    bus.emit('box:close');
    offNew();
    offOld();
    bus.emit('cart:open');
    bus.emit('box:close');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
