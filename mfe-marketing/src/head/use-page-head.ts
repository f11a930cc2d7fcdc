import { useEffect } from 'react';
import type { PageHead } from '@qsr/shared-contracts';

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

/**
 * Keeps the canonical link and the social tags right as the customer moves between marketing
 * pages (§2.1); the BFF wrote them for the first page. The title is the Page component's.
 */
export function usePageHead(head: PageHead | null): void {
  useEffect(() => {
    if (!head) return;
    upsert(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      head.canonical,
    );
    upsert('meta[name="description"]', meta('name', 'description'), 'content', head.description);
    upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.socialTitle);
    upsert(
      'meta[property="og:description"]',
      meta('property', 'og:description'),
      'content',
      head.description,
    );
    upsert('meta[property="og:image"]', meta('property', 'og:image'), 'content', head.image);
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', head.canonical);
    upsert(
      'meta[name="twitter:title"]',
      meta('name', 'twitter:title'),
      'content',
      head.socialTitle,
    );
    upsert(
      'meta[name="twitter:description"]',
      meta('name', 'twitter:description'),
      'content',
      head.description,
    );
    upsert('meta[name="twitter:image"]', meta('name', 'twitter:image'), 'content', head.image);
  }, [head]);
}
