/** §2.1: the page title is the page name plus the brand name. */
export function pageTitle(name: string, brand: string): string {
  return name ? `${name} | ${brand}` : brand;
}
