import { useLocation } from 'react-router';
import { productToReturnTo } from '@qsr/shared-contracts';
import { returnFrom } from './way-back';

/**
 * The product to go back to once a restaurant is chosen: the product page
 * the modal opened over, or the one /locations and /order/location were sent from.
 */
export function useReturnTo(): string | null {
  const { pathname, search } = useLocation();
  return productToReturnTo(pathname, search) ?? returnFrom(search);
}
