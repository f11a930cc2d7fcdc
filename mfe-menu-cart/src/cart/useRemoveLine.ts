import { useNavigate } from 'react-router';
import { actions, type CartProduct } from '@qsr/shared-contracts';

/** §4.6 removes a line; removing the last one returns to /order. */
export function useRemoveLine(line: Pick<CartProduct, 'id'>): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const removed = await actions.removeFromOrder(line.id);
    if (removed.ok && removed.value?.products.length === 0) navigate('/order');
  };
}
