import { setRequestHooks } from '@qsr/shared-contracts';
import { mockFetch, signedInHooks } from '@qsr/shared-contracts/testing';
import { getUpsellProduct } from './upsell-product-call';

beforeEach(signedInHooks);
afterAll(() => setRequestHooks({}));

describe('§7.2 one upsell suggestion with its options', () => {
  it('is read for the box with the ordering token, and the e-mail when known', async () => {
    const fetch = mockFetch(() => ({ body: { id: 7 } }));
    await getUpsellProduct('o1', 7);
    expect(fetch.last.url).toBe('/api/v1/upsells/o1/product/7');
    expect(fetch.last.headers['x-ordering-token']).toBe('ordering-token');
    await getUpsellProduct('o1', 7, 'a@b.c');
    expect(fetch.last.url).toBe('/api/v1/upsells/o1/product/7?email=a%40b.c');
  });
});
