import { locationsPath, locationsPathFor } from '@qsr/shared-contracts';
import { afterLocationChosen, returnFrom } from './way-back';

describe('back to the product once a restaurant is chosen', () => {
  it('reads the way back the locations pages carry', () => {
    const back = '/order/product?id=BB-OJ';
    const path = locationsPathFor('pickup', back);
    expect(returnFrom(path.slice(path.indexOf('?')))).toBe(back);
    expect(returnFrom('?mode=pickup')).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/order/product?id=X'],
    ['a protocol-relative address', '//evil.example/order/product?id=X'],
    ['a backslash trick', '/\\evil.example/order/product?id=X'],
    ['a script', 'javascript:alert(1)'],
    ['a page that is no product', '/account/settings'],
    ['a sku that is no sku', '/order/product?id=%3Cscript%3E'],
  ])('never goes back to %s', (_what, value) => {
    expect(returnFrom(`?return=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('goes back instead of /order, keeps checkout and the locations pages', () => {
    const back = '/order/product?id=BB-OJ';
    const noCoverage = locationsPath('delivery');
    expect(afterLocationChosen('/order', back)).toBe(back);
    expect(afterLocationChosen('/order/checkout/', back)).toBe('/order/checkout/');
    expect(afterLocationChosen(noCoverage, back)).toBe(locationsPathFor('delivery', back));
    expect(afterLocationChosen('/order', null)).toBe('/order');
  });
});
