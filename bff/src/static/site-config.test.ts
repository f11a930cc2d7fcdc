import { injectSiteConfig, jsonForHtml } from './site-config';

const CONFIG = {
  brandName: 'B',
  environment: 'e',
  cateringPort: '2001',
  consumerOrigin: 'http://localhost:3000',
  contentEndpoint: '/cms',
  contentToken: 't',
};

describe('jsonForHtml', () => {
  it('escapes what could end the script element, and reads back unchanged', () => {
    const value = { a: '</script><!-- & \u2028 >' };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('injectSiteConfig', () => {
  it('writes the block just before </head>', () => {
    const html = injectSiteConfig(
      '<html><head><title>x</title></HEAD><body></body></html>',
      CONFIG,
    );
    expect(html).toMatch(
      /^<html><head><title>x<\/title><script type="application\/json" id="qsr-site-config">\{.*\}<\/script><\/HEAD>/,
    );
  });

  it('writes it first when there is no head', () => {
    expect(injectSiteConfig('<p>x</p>', CONFIG)).toMatch(/^<script .*<\/script><p>x<\/p>$/);
  });
});
