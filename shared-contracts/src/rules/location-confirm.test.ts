import {
  NO_COVERAGE_TARGET,
  locationConfirmTarget,
  locationsPathFor,
  productToReturnTo,
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
    expect(locationsPathFor('pickup', back)).toBe(
      '/locations?mode=pickup&return=%2Forder%2Fproduct%3Fid%3DBB-OJ',
    );
    expect(locationsPathFor('delivery')).toBe('/locations?mode=delivery');
  });
});
