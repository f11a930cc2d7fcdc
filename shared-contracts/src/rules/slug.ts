/**
 * §5 slugs: lower-cased, with dashes replacing spaces and punctuation. Runs of them become
 * one dash and none is left at either end, so `Chick'n  Biscuits!` is `chick-n-biscuits`.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
