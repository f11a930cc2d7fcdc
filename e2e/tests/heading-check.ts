import type { Page } from '@playwright/test';

/**
 * One heading per section: each section of the page's main region (and of a dialog over it) is
 * titled by exactly one heading of its own, or, without one, named as a region is (a scroll box,
 * a notice: `aria-label` or `aria-labelledby`). Headings inside its list items, articles, empty
 * states or nested sections belong to those.
 */
export async function sectionHeadings(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const OWNERS =
      'section, article, li, aside, nav, dialog, [role="dialog"], [role="alertdialog"], .ui-empty-state';
    const roots = 'main section, [role="dialog"] section, dialog section';
    return [...document.querySelectorAll(roots)].flatMap((section) => {
      if (!section.checkVisibility()) return [];
      const own = [...section.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
        (heading) => heading.closest(OWNERS) === section && heading.checkVisibility(),
      );
      const named = section.hasAttribute('aria-label') || section.hasAttribute('aria-labelledby');
      if (own.length === 1 || (own.length === 0 && named)) return [];
      const titles = own.map((heading) => heading.textContent?.trim()).join(' / ');
      return [`${own.length} headings in a section (${section.className || 'no class'}) ${titles}`];
    });
  });
  return found.map((finding) => `${where}: ${finding}`);
}
