import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules: the serious and critical violations
 * on the page as it is now, one readable line (and up to three elements) each.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // The site has no frames: axe.run in the page itself is the whole check, without the blank
  // page that combining frames' partial results opens for each page (half the time of a check).
  // Only violations are read, so only theirs are worked out element by element.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}
