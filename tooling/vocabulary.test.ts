// One word per concept (docs/glossary.md): the customer's order being built is the "box" in
// code as on the page. "cart" stays only in names others fixed: the spec's state and data model,
// the upstream's paths, the analytics and engagement events, the cart drawer (§2.7, the panel),
// the remote's name, and the contract's old names kept for one release.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourcesOf } from './package-sources';
import { WORKSPACES } from './packages.cjs';

const root = path.join(__dirname, '..');

/** Identifiers with "cart" in them that others named, each with who. */
const NAMED_BY_OTHERS: Record<string, string> = {
  showCart: 'the spec’s state (§3)',
  setShowCart: 'the setter of showCart',
  CartProduct: 'the spec’s data model: “Cart product” (§3)',
  CartProductSchema: 'the schema of CartProduct',
  CartChoice: 'a CartProduct’s choice (§3)',
  CartChoiceSchema: 'the schema of CartChoice',
  cartId: 'the upstream’s path parameter (/api/v2/carts/{cartId}, §6)',
  carts: 'the upstream’s /api/v2/carts (§6)',
  cartsRouter: 'the sandbox’s router of /api/v2/carts',
  getUpsellsForCart: 'the upstream’s call (§6)',
  add_to_cart: 'the analytics event (§7.5)',
  remove_from_cart: 'the analytics event (§7.5)',
  view_cart: 'the analytics event (§7.5)',
  Add_Product_To_Cart: 'the engagement event (§7.5)',
  AddProductToCartEvent: 'the payload of Add_Product_To_Cart',
  cart_items: 'a field of Add_Product_To_Cart (§7.5)',
  CartDrawer: 'the cart drawer (§2.7), the panel that shows the box',
  cartDrawer: 'the cart drawer (§2.7)',
  menuCart: 'the remote’s federation name (packages.json)',
  MenuCart: 'the remote’s federation name',
  cartQuantity: 'boxQuantity’s old name in the contract, for one release',
  cartLineItem: 'analyticsItem’s old name in the contract, for one release',
};

/** The identifiers of one file (names in code, not strings or comments). */
function identifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('one vocabulary: the box', () => {
  it('names nothing "cart" in code but what others named', () => {
    const found = new Map<string, string[]>();
    for (const folder of WORKSPACES) {
      for (const file of sourcesOf(folder)) {
        for (const name of identifiersOf(file)) {
          if (/cart/i.test(name) && !(name in NAMED_BY_OTHERS)) {
            found.set(name, [...new Set([...(found.get(name) ?? []), path.relative(root, file)])]);
          }
        }
      }
    }
    expect(Object.fromEntries(found)).toEqual({});
  });
});
