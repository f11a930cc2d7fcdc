import { cateringSiteUrl } from './site-links';

describe('§2.3 the catering site link', () => {
  it('is the catering port on a local host', () => {
    expect(cateringSiteUrl({ protocol: 'http:', hostname: 'localhost' }, '2001')).toBe(
      'http://localhost:2001/',
    );
  });
  it('is the catering host name elsewhere', () => {
    expect(cateringSiteUrl({ protocol: 'https:', hostname: 'www.example.com' }, '2001')).toBe(
      'https://catering.example.com/',
    );
  });
});
