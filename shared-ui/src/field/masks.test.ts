import { applyMask } from './masks';

describe('applyMask', () => {
  it.each([
    ['phone', '5', '(5'],
    ['phone', '5551234', '(555) 123-4'],
    ['phone', '+1 555 123 4567', '(555) 123-4567'],
    ['phone', '555-123-45678', '(555) 123-4567'],
    ['phone', '', ''],
    ['card', '4111111111111111', '4111 1111 1111 1111'],
    ['card', '4111 11', '4111 11'],
    ['expiry', '1', '1'],
    ['expiry', '1228', '12/28'],
    ['expiry', '12/2', '12/2'],
    ['zip', '30301-1234', '30301'],
    ['zip', 'ab3c0', '30'],
  ] as const)('%s shows %j as %j', (mask, typed, shown) => {
    expect(applyMask(mask, typed)).toBe(shown);
  });
});
