/*
 * Where the customer's words are in what the upstreams answer (§4.11): what a translation must
 * cover, and what a check for a page left in the other language reads.
 */

/** A menu, or its template: what of it a customer reads. */
interface MenuWords {
  name?: string;
  categories: ReadonlyArray<{
    name: string;
    description?: string;
    products: ReadonlyArray<{
      name: string;
      description?: string;
      options?: ReadonlyArray<{ name: string; choices: ReadonlyArray<{ name: string }> }>;
    }>;
  }>;
}

/** Every text of a menu a customer reads: its name, categories, products, options and choices. */
export function menuTexts(menu: MenuWords): string[] {
  return [
    ...(menu.name ? [menu.name] : []),
    ...menu.categories.flatMap((category) => [
      category.name,
      ...(category.description ? [category.description] : []),
      ...category.products.flatMap((product) => [
        product.name,
        ...(product.description ? [product.description] : []),
        ...(product.options ?? []).flatMap((option) => [
          option.name,
          ...option.choices.map((choice) => choice.name),
        ]),
      ]),
    ]),
  ];
}

/** Fields of the content service's blocks that hold a text the customer reads. */
export const CONTENT_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'alt',
  'author',
  'badge',
  'button_label',
  'caption',
  'cta_label',
  'description',
  'headline',
  'label',
  'message',
  'meta_description',
  'meta_title',
  'options',
  'order_ahead_note',
  'placeholder',
  'submit_label',
  'subheadline',
  'success_message',
  'summary',
  'teaser',
  'text',
  'title',
]);

/** Blocks whose `name` is a text of the menu (a product, a category), not a key or a place. */
export const CONTENT_NAMED_BLOCKS: ReadonlySet<string> = new Set([
  'featured_item',
  'category_entry',
]);
