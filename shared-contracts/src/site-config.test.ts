import { DEFAULT_BRAND_NAME, SITE_CONFIG_ELEMENT_ID, readSiteConfig } from './site-config';
import { CONTRACT_MAJOR, CONTRACT_VERSION } from './version';

function page(text?: string): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_CONFIG_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('site configuration', () => {
  it('falls back to the sandbox defaults', () => {
    expect(readSiteConfig(page())).toMatchObject({
      brandName: DEFAULT_BRAND_NAME,
      contentEndpoint: '/cms',
      cateringPort: '2001',
    });
    expect(readSiteConfig(page('{broken')).brandName).toBe(DEFAULT_BRAND_NAME);
  });
  it('reads what the BFF wrote into the page', () => {
    expect(readSiteConfig(page('{"brandName":"Chicken Co"}')).brandName).toBe('Chicken Co');
  });
  it('has a contract major, the one remotes declare (rule 4 between packages)', () => {
    expect(CONTRACT_MAJOR).toBe(Number(CONTRACT_VERSION.split('.')[0]));
  });
});
