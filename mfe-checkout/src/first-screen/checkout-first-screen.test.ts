import { aLocation, anOrder, mockFetch } from '@qsr/shared-contracts/testing';
import { checkoutFirstScreenState } from './checkout-first-screen';

/** The page as the BFF serves it: the preload of the data its first screen started from. */
const serve = (data: unknown) => {
  document.head.innerHTML = `<link rel="preload" as="fetch" crossorigin="anonymous" id="qsr-first-screen-checkout" href="?first-screen=checkout">`;
  mockFetch(() => ({ body: data }));
};

const drawn = {
  pathname: '/order/checkout',
  channel: 'default',
  language: 'es',
  order: anOrder(),
  location: aLocation(),
};

describe('the checkout’s start from the server’s first screen', () => {
  it('hydrates from the guest’s box and restaurant the server read', async () => {
    serve(drawn);
    const rendered = await checkoutFirstScreenState(document, '/order/checkout');
    expect(rendered).toMatchObject({
      channel: 'default',
      language: 'es',
      order: drawn.order,
      location: drawn.location,
      user: null,
    });
  });

  it('none for another page, without data, or with a box in an unknown shape', async () => {
    serve(drawn);
    expect(await checkoutFirstScreenState(document, '/order/confirm')).toBeNull();
    expect(await checkoutFirstScreenState(document, '/order/checkout')).toBeNull();
    serve({ ...drawn, order: { products: 'x' } });
    expect(await checkoutFirstScreenState(document, '/order/checkout')).toBeNull();
    serve({ ...drawn, order: anOrder({ products: [] }) });
    expect(await checkoutFirstScreenState(document, '/order/checkout')).toBeNull();
  });
});
