import { requestGuestBox } from './guest-box';

describe('a guest’s box as the server knows it (first screen)', () => {
  it('reads the box cookie, and nothing that is not an order id', () => {
    const id = '0f8e2b1c-4d5a-4b6c-9e7f-123456789abc';
    expect(requestGuestBox({ a: '1', 'qsr-guest-box': id })).toBe(id);
    expect(requestGuestBox({ 'qsr-guest-box': '../members' })).toBeUndefined();
    expect(requestGuestBox({ 'qsr-guest-box': '%E0%A4%A' })).toBeUndefined();
    expect(requestGuestBox({ 'qsr-guest-box': '' })).toBeUndefined();
    expect(requestGuestBox({})).toBeUndefined();
  });
});
