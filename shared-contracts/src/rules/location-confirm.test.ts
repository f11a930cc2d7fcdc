import {
  NO_COVERAGE_TARGET,
  afterLocationChosen,
  locationConfirmRedirect,
  locationConfirmTarget,
  locationsPathFor,
  productToReturnTo,
  returnFrom,
} from './location-confirm';

describe('§4.8 location confirmation', () => {
  it("goes to /order/checkout/ for the 'order-again' section, else /order", () => {
    expect(locationConfirmTarget('order-again')).toBe('/order/checkout/');
    expect(locationConfirmTarget('menu')).toBe('/order');
    expect(locationConfirmTarget()).toBe('/order');
  });
  it('without coverage goes to /locations?mode=delivery', () => {
    expect(NO_COVERAGE_TARGET).toBe('/locations?mode=delivery');
  });
  it('redirects to /order when there is nothing to confirm, unless redirects are disabled', () => {
    const base = { hasAddress: false, hasRecentLocation: false };
    expect(locationConfirmRedirect({ ...base, handoff: 'dispatch' })).toBe('/order');
    expect(locationConfirmRedirect({ ...base, handoff: 'pickup' })).toBe('/order');
    expect(
      locationConfirmRedirect({ ...base, handoff: 'pickup', redirectsDisabled: true }),
    ).toBeNull();
    expect(locationConfirmRedirect({ ...base, handoff: 'delivery', hasAddress: true })).toBeNull();
    expect(
      locationConfirmRedirect({ ...base, handoff: 'curbside', hasRecentLocation: true }),
    ).toBeNull();
  });
});

describe('back to the product once a restaurant is chosen', () => {
  it('knows the product a customer is on', () => {
    expect(productToReturnTo('/menu/product', '?id=BB-2PC-TENDERS')).toBe(
      '/order/product?id=BB-2PC-TENDERS',
    );
    expect(productToReturnTo('/order/product/', '?id=BB-OJ&cid=4')).toBe('/order/product?id=BB-OJ');
    expect(productToReturnTo('/menu', '?id=BB-OJ')).toBeNull();
    expect(productToReturnTo('/menu/product', '')).toBeNull();
  });

  it('carries the way back through the locations pages', () => {
    const back = '/order/product?id=BB-OJ';
    const path = locationsPathFor('pickup', back);
    expect(path).toBe('/locations?mode=pickup&return=%2Forder%2Fproduct%3Fid%3DBB-OJ');
    expect(returnFrom(path.slice(path.indexOf('?')))).toBe(back);
    expect(locationsPathFor('delivery')).toBe('/locations?mode=delivery');
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
    expect(afterLocationChosen('/order', back)).toBe(back);
    expect(afterLocationChosen('/order/checkout/', back)).toBe('/order/checkout/');
    expect(afterLocationChosen(NO_COVERAGE_TARGET, back)).toBe(locationsPathFor('delivery', back));
    expect(afterLocationChosen('/order', null)).toBe('/order');
  });
});
