import { formatPhone, isValidPhone, maskPhone, maskZip, stripCountryCode } from './phone';

describe('§3 phone: a leading country code 1 or +1 is stripped', () => {
  it.each([
    ['+1 919 555 0100', '9195550100'],
    ['19195550100', '9195550100'],
    ['1-919-555-0100', '9195550100'],
    ['(919) 555-0100', '9195550100'],
    ['1919555010', '1919555010'],
  ])('%s → %s', (input, digits) => {
    expect(stripCountryCode(input)).toBe(digits);
  });
  it('§9 a phone is 10 digits', () => {
    expect(isValidPhone('+19195550100')).toBe(true);
    expect(isValidPhone('555-0100')).toBe(false);
  });
});

describe('§5 phone display (###) ###-####', () => {
  it('formats 10 digits, with or without the country code', () => {
    expect(formatPhone('9195550100')).toBe('(919) 555-0100');
    expect(formatPhone('+1 919-555-0100')).toBe('(919) 555-0100');
  });
  it('shows anything else as given', () => {
    expect(formatPhone('555-0100')).toBe('555-0100');
  });
});

describe('§5 input masks', () => {
  it('phone ###-###-####', () => {
    expect(maskPhone('919')).toBe('919');
    expect(maskPhone('9195')).toBe('919-5');
    expect(maskPhone('(919) 555-01009999')).toBe('919-555-0100');
    expect(maskPhone('')).toBe('');
  });
  it('zip is five digits', () => {
    expect(maskZip('27601-1234')).toBe('27601');
    expect(maskZip('2a7')).toBe('27');
  });
});
