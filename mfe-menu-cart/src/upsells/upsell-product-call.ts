import { callApi, ORDERING_CALLS, type CallOptions, type Product } from '@qsr/shared-contracts';

/** GET upsells/{orderId}/product/{productId}: one suggestion with its options. */
export function getUpsellProduct(
  orderId: string,
  productId: number,
  email?: string,
  options?: CallOptions,
): Promise<Product> {
  return callApi(
    ORDERING_CALLS.getUpsellProduct,
    { orderId, productId },
    {
      query: { email },
      auth: 'ordering',
      ...options,
    },
  );
}
