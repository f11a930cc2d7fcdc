import { isDietaryFlag, type DietaryFlag, type Product } from '@qsr/shared-contracts';

/** A product's dietary flags that the site can name; one it does not know yet is left out. */
export function dietaryOf(product: Pick<Product, 'dietary'>): DietaryFlag[] {
  return (product.dietary ?? []).filter(isDietaryFlag);
}
