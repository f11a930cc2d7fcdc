import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { VARIANTS, VIEWPORTS, chooseLocation, signIn } from '../support/host-variants';
import { pageReady, watchTraffic } from '../support/page-ready';
import { checkout } from './checkout-support';
import { DESKTOP, LANGUAGES, OVERLAYS, switchLanguage } from './a11y-support';

/**
 * What an engine cannot see. The focus ring stands out at 3:1 on every
 * background it meets (the red header as the cream page), Escape gives the focus back to what
 * opened a dialog, and a control's name holds the words it shows (voice control).
 */

const CHANNELS = VARIANTS.filter((v) => !v.app);
const MAX_TABS = 90;

/**
 * The focused element's ring colours (its outline, and the spread of its box shadow) and the
 * colour of what lies behind it (its ancestors' backgrounds, blended down to an opaque one);
 * null when nothing but the body has the focus. `again` when the tabbing has come round to an
 * element it met before.
 */
function focusedRing() {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const again = element.dataset.focusMet === '';
  element.dataset.focusMet = '';
  const parse = (colour: string): number[] => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const style = getComputedStyle(element);
  const rings: number[][] = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
    rings.push(parse(style.outlineColor));
  }
  for (const shadow of style.boxShadow.matchAll(
    /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g,
  )) {
    if (Number(shadow[5]) >= 1) rings.push(parse(shadow[1] as string));
  }
  const layers: number[][] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const colour = parse(getComputedStyle(node).backgroundColor);
    if ((colour[3] ?? 0) > 0) layers.push(colour);
    if ((colour[3] ?? 0) >= 1) break;
  }
  let behind = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse()) {
    behind = [r, g, b].map(
      (c, i) => (c as number) * (a as number) + behind[i]! * (1 - (a as number)),
    );
  }
  const name =
    element.getAttribute('aria-label') ||
    element.textContent?.trim().slice(0, 40) ||
    element.tagName.toLowerCase();
  return { name, rings, behind, again };
}

const luminance = ([r, g, b]: number[]) => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** Tabs through the page; each focused element whose ring stands out at less than 3:1. */
async function weakFocusRings(page: Page, where: string): Promise<string[]> {
  const weak: string[] = [];
  for (let tab = 0; tab < MAX_TABS; tab += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(focusedRing);
    if (!ring) continue;
    if (ring.again) break; // round the page once
    const best = Math.max(0, ...ring.rings.map((colour) => contrast(colour, ring.behind)));
    if (best < 3) {
      const behind = ring.behind.map(Math.round).join(', ');
      weak.push(`${where}: "${ring.name}" ring ${best.toFixed(2)}:1 on rgb(${behind})`);
    }
  }
  return weak;
}

// Some tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });
// Each page's requests are counted from its first navigation (support/page-ready.ts).
test.beforeEach(({ page }) => {
  watchTraffic(page);
});

for (const variant of CHANNELS) {
  for (const viewport of VIEWPORTS) {
    test(`the focus ring stands out at 3:1 on every background (${variant.name}, ${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await chooseLocation(page, 101);
      const weak: string[] = [];
      for (const path of ['/', '/menu', '/locations']) {
        await page.goto(new URL(path, variant.origin).toString());
        await waitUntilLive(page);
        await pageReady(page);
        weak.push(...(await weakFocusRings(page, path)));
      }
      expect(weak, weak.join('\n')).toEqual([]);
    });
  }

  // One language a channel, crossed (consumer in English, catering in Spanish): what Escape does
  // is the same in both; the words of the focused button are the language's.
  const language = variant.catering ? 'es' : 'en-US';
  test(`Escape on every overlay leaves the focus on the page, not the body; on 'Are these details correct?' on Review order (${variant.name}, ${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await chooseLocation(page, 101);
    for (const overlay of OVERLAYS) {
      if (overlay.channels && !overlay.channels.includes(variant.name)) continue;
      await page.setViewportSize(DESKTOP);
      await overlay.open(page, variant.origin);
      const opener = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
      if (language !== 'en-US') await switchLanguage(page, variant.origin, language);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      const focused = await page.evaluate(() =>
        document.activeElement === document.body ? null : document.activeElement?.tagName,
      );
      expect(focused, `${overlay.name}: the focus after Escape (in it: ${opener})`).not.toBeNull();
      if (overlay.name === 'confirmation dialog') {
        // Escape gives the focus back to the button that opened the dialog.
        const review = checkout(page).locator('.checkout-side .ui-button');
        await expect(review).toHaveText(language === 'es' ? 'Revisar pedido' : 'Review order');
        await expect(review).toBeFocused();
      }
      if (language !== 'en-US') await switchLanguage(page, variant.origin, 'en-US');
    }
  });

  // One page for both languages (a new one costs its first load); English first, as nothing
  // is kept yet.
  test(`a member's buttons are named by the words they show, first (${variant.name}, English and Spanish)`, async ({
    page,
  }) => {
    await signIn(page);
    for (const language of LANGUAGES) {
      await test.step(language, async () => {
        const url = new URL('/account/order-history', variant.origin);
        if (language !== 'en-US') url.searchParams.set('lang', language);
        await page.goto(url.toString());
        await pageReady(page);
        const buttons = page.getByRole('main').getByRole('button');
        await expect(buttons.first()).toBeVisible();
        const mismatched = await buttons.evaluateAll((all) =>
          all
            .map((button) => {
              const shown = (button as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
              const name = button.getAttribute('aria-label') ?? shown;
              return { shown, name };
            })
            .filter(({ shown, name }) => shown && !name.toLowerCase().includes(shown.toLowerCase()))
            .map(({ shown, name }) => `"${name}" does not hold "${shown}"`),
        );
        expect(mismatched, mismatched.join('\n')).toEqual([]);
        const save = page.getByRole('button', {
          name: language === 'es' ? /^Guardar como favorito/ : /^Save as favorite/,
        });
        await expect(save.first()).toBeVisible();
      });
    }
  });
}
