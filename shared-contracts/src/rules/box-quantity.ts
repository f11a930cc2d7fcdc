/** §2.3, §2.6: the number on the box badge is the total quantity of its lines. */
export function boxQuantity(
  order: { products: ReadonlyArray<{ quantity: number }> } | null | undefined,
): number {
  return order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}
