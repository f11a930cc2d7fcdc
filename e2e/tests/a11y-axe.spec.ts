import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VARIANTS } from '../support/host-variants';
import { checkRoutesAndOverlays } from './a11y-support';

/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on the routes of §2.1
 * (with content) and the overlays (a11y-support.ts), per channel: no serious or critical
 * violation. One test a channel, looping.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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

// The channels' tests share nothing (each its own page, restaurant and box): they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`axe: no serious or critical WCAG 2.2 AA violation on the §2.1 routes and overlays (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const found = await checkRoutesAndOverlays(page, variant, seriousViolations);
    expect(found, found.join('\n')).toEqual([]);
  });
}
