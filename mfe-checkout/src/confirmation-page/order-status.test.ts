import { canSignalArrival } from './order-status';

describe('§4.1 step 8', () => {
  it("'I'm here' is for pickup and curbside orders that are not done", () => {
    expect(canSignalArrival('pickup', 'ready')).toBe(true);
    expect(canSignalArrival('curbside', 'received')).toBe(true);
    expect(canSignalArrival('dispatch', 'ready')).toBe(false);
    expect(canSignalArrival('pickup', 'completed')).toBe(false);
  });
});
