import type { CartProduct, Product } from '@qsr/shared-contracts';
import { ProductForm } from './ProductForm';
import { useSaveToBox } from './use-save-to-box';

/** The product's form saving to the box: adds, or updates the line being edited. */
export function BoxProductForm(props: {
  product: Product;
  category?: string;
  line: CartProduct | null;
  initialQuantity: number;
  notOrderable: string | null;
}) {
  const saver = useSaveToBox(props.product, props.category, props.line);
  return <ProductForm {...props} saver={saver} />;
}
