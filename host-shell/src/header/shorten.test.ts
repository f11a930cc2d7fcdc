import { BOTTOM_BAR_ADDRESS_LENGTH, MOBILE_ADDRESS_LENGTH, shorten } from './shorten';

describe('§5 text shortening', () => {
  it('defaults to 30 characters and an ellipsis', () => {
    const text = 'a'.repeat(31);
    expect(shorten(text)).toBe(`${'a'.repeat(30)}…`);
    expect(shorten('a'.repeat(30))).toBe('a'.repeat(30));
  });
  it('§9 mobile address truncation: 20, and 15 in the bottom bar', () => {
    const address = '4400 South Boulevard Suite 2';
    expect(shorten(address, MOBILE_ADDRESS_LENGTH)).toBe('4400 South Boulevard…');
    expect(shorten(address, BOTTOM_BAR_ADDRESS_LENGTH)).toBe('4400 South Boul…');
  });
});
