import { aLocation, anOrder, mockFetch } from '@qsr/shared-contracts/testing';
import type { SiteConfig } from '@qsr/shared-contracts';
import { checkoutFirstScreenState } from './checkout-first-screen';
import { render } from './server';

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

describe('the server’s render and the browser’s start agree on the state', () => {
  // Fed the same answers, the state the server says it drew the page from and the one the
  // browser rebuilds from the data served beside it (as JSON) must be the same.
  it.each([
    { channel: 'default', language: 'en-US' },
    { channel: 'catering', language: 'es' },
  ] as const)('$channel, $language', async (drawnAt) => {
    const page = {
      pathname: '/order/checkout',
      search: '',
      origin: 'http://localhost:3000',
      cookies: { 'qsr-guest-box': 'box-1', 'qsr-restaurant': '101' },
      ...drawnAt,
    };
    const answers = [anOrder({ id: 'box-1' }), aLocation({ id: 101 })];
    const server = render(page, { brandName: 'Biscuit Barn' } as SiteConfig, answers);
    serve(JSON.parse(JSON.stringify(server.data)));
    expect(await checkoutFirstScreenState(document, page.pathname)).toEqual(server.state);
  });
});
