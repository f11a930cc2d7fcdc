import { strings, type MarketingStringKey } from '../strings';

/** "our-story" → "Our Story": the name of a page whose content has not named it. */
export function nameFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The key of a route's own name, when the route has one. */
export function pageNameKey(routeId: string): MarketingStringKey | null {
  return routeId in strings['en-US'] ? (routeId as MarketingStringKey) : null;
}
