import { canSignalArrival, isFinalStatus } from './order-status';

describe('§4.1 steps 7–8', () => {
  it('polling stops at completed or cancelled', () => {
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('ready')).toBe(false);
  });
  it("'I'm here' is for pickup and curbside orders that are not done", () => {
    expect(canSignalArrival('pickup', 'ready')).toBe(true);
    expect(canSignalArrival('curbside', 'received')).toBe(true);
    expect(canSignalArrival('dispatch', 'ready')).toBe(false);
    expect(canSignalArrival('pickup', 'completed')).toBe(false);
  });
});
