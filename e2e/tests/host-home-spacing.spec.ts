import { expect, test } from '@playwright/test';
import { MATRIX, open } from '../support/host-variants';

/**
 * The home page's sections stand apart: a section's heading never sits flush under the row of
 * buttons that ends the section before it (the menu's 'View the menu', the carousel's
 * Previous/Next). The space is the design system's (`--ui-space-6`, 2rem); 24 px is the least
 * a customer reads as a break between sections.
 */
const LEAST_GAP = 24;

for (const { variant, viewport, label } of MATRIX.filter(({ variant }) => !variant.app)) {
  test(`home sections keep their distance (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, variant);
    // The content's sections under the first screen (not the alerts above the hero).
    const sections = page.locator(
      '.host-home :is(.host-featured, .host-carousel, .host-grid, .host-rich-text, .host-cta)',
    );
    await expect(sections.getByRole('heading', { name: /Offers and news/ })).toBeVisible();
    const gaps = await sections.evaluateAll((elements) =>
      elements.slice(1).map((section, index) => {
        const before = elements[index] as Element;
        // The lowest drawn part of the section before (a hidden control row takes no room).
        const bottom = Math.max(
          ...[...before.children].map((child) => child.getBoundingClientRect().bottom),
        );
        const heading = section.querySelector('h2, h3') ?? section;
        return {
          heading: heading.textContent?.trim(),
          gap: Math.round(heading.getBoundingClientRect().top - bottom),
        };
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    expect(gaps.filter(({ gap }) => gap < LEAST_GAP)).toEqual([]);
  });
}
