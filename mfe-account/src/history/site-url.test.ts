import { siteUrl } from './site-url';

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
