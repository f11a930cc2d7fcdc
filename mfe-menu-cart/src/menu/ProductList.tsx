import { useRestaurant, type Product } from '@qsr/shared-contracts';
import { useNotOrderable } from '../orderable/useNotOrderable';
import { ProductCard } from './ProductCard';

/**
 * A grid of product cards (a part of the menu, what a search found): each leads to ordering
 * once a restaurant is chosen, and says why it cannot be ordered for the box's time. The first
 * `firstScreen` cards load their pictures at once.
 */
export function ProductList({
  products,
  firstScreen = 0,
}: {
  products: readonly Product[];
  firstScreen?: number;
}) {
  const ordering = useRestaurant() !== null;
  const notOrderable = useNotOrderable();
  return (
    <ul className="menuCart-products">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          firstScreen={index < firstScreen}
          ordering={ordering}
          notOrderable={notOrderable(product)}
        />
      ))}
    </ul>
  );
}
