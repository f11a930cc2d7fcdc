import { cateringSiteUrl, siteUrl } from './site-links';

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

describe('a link to the other site', () => {
  const config = { cateringPort: '2001', consumerOrigin: 'https://www.example.com/' };
  const origin = { protocol: 'https:', hostname: 'www.example.com' };
  it('leads to the catering site', () => {
    expect(siteUrl('catering', config, origin)).toBe('https://catering.example.com/');
  });
  it('leads to the consumer site’s origin', () => {
    expect(siteUrl('default', config, { ...origin, hostname: 'catering.example.com' })).toBe(
      'https://www.example.com/',
    );
  });
});
