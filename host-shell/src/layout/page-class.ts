/** §2.2 the page class from the path (`/about/our-story` → `page-about-our-story`). */
export function pageClass(pathname: string): string {
  const slug = pathname
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  return `page-${slug || 'home'}`;
}

/** The classes of the page's root: the host's, the page's and the global class (boberry-week). */
export function siteClasses(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
