import { expect, test, type Page } from '@playwright/test';
import { open, orderProductPath, VARIANTS, VIEWPORTS } from '../support/host-variants';
import { barsAtFoot, onTop } from '../support/screen-foot';
import { switchLanguage, type Language } from './a11y-support';

/**
 * Inside the app, the site has one bottom bar, the app's tabs, and it stays: at the foot of the
 * screen on every page and while the page scrolls, over the page and under nothing, with no
 * second bar beside it; the box is called the box.
 */
const app = VARIANTS.find((variant) => variant.app)!;

const TABS: Record<Language, { links: string[]; box: string }> = {
  'en-US': { links: ['Home', 'Menu', 'Offers', 'Account'], box: 'Box' },
  es: { links: ['Inicio', 'Menú', 'Ofertas', 'Cuenta'], box: 'Caja' },
};
const ADD: Record<Language, RegExp> = { 'en-US': /^Add to Box/, es: /^Agregar a la caja/ };

/** The one bar at the foot, at the top of the page, halfway down and at its end. */
async function expectOneBarThatStays(page: Page, language: Language, where: string) {
  const tabs = page.getByRole('navigation', { name: 'App' });
  await expect(tabs, where).toHaveCount(1);
  for (const scrolled of [0, 0.5, 1]) {
    await page.evaluate(
      (share) => window.scrollTo(0, (document.body.scrollHeight - window.innerHeight) * share),
      scrolled,
    );
    const at = `${where}, scrolled ${scrolled * 100}%`;
    await expect
      .poll(() => barsAtFoot(page), at)
      .toEqual([language === 'es' ? 'Tu pedido' : 'Your order']);
    for (const name of TABS[language].links) {
      const tab = tabs.getByRole('link', { name, exact: true });
      await expect(tab, at).toBeVisible();
      expect(await onTop(tab), `${name}, ${at}`).toBe(true);
    }
    const box = tabs.getByRole('button', { name: new RegExp(`^${TABS[language].box} \\d`) });
    await expect(box, at).toBeVisible();
    expect(await onTop(box), `box, ${at}`).toBe(true);
  }
}

test('in the app, one bottom bar stays on every page, in English and Spanish, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A restaurant chosen (the product's page needs one), so the order row shows on a phone too.
  const productPath = await orderProductPath(page, app);
  await open(page, app, '/');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const language of ['en-US', 'es'] as const) {
      await switchLanguage(page, app.origin, language);
      const where = `${language} at ${viewport.width} px`;
      await open(page, app, '/');
      await expectOneBarThatStays(page, language, `home, ${where}`);

      // The Menu tab leads to the menu, and the bar that led there is still there.
      await page
        .getByRole('navigation', { name: 'App' })
        .getByRole('link', { name: TABS[language].links[1], exact: true })
        .click();
      await expect(page).toHaveURL(/\/menu$/);
      await expectOneBarThatStays(page, language, `menu, ${where}`);

      // A product page: the bar stays, and the product's Add button stands clear of it.
      await open(page, app, productPath);
      const add = page.getByRole('button', { name: ADD[language] });
      await expect(add).toBeVisible();
      await expectOneBarThatStays(page, language, `product, ${where}`);
      for (const scrolled of [0, 1]) {
        await page.evaluate(
          (share) => window.scrollTo(0, (document.body.scrollHeight - window.innerHeight) * share),
          scrolled,
        );
        await expect(add).toBeInViewport();
        expect(await onTop(add), `Add, ${where}, scrolled ${scrolled * 100}%`).toBe(true);
      }
    }
    await switchLanguage(page, app.origin, 'en-US');
  }

  // §1 the app embeds the catering site: on the consumer site `source=app` adds no tabs, and
  // a phone still has the one order bar.
  const consumer = VARIANTS.find((variant) => variant.name === 'consumer')!;
  await page.setViewportSize(VIEWPORTS[0]);
  await open(page, { ...consumer, app: true }, '/');
  await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);
  await expect.poll(() => barsAtFoot(page)).toEqual(['Your order']);
});
