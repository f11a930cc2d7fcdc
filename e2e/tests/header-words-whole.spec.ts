import { expect, test } from '@playwright/test';
import { chooseLocation, open, signIn, VARIANTS, VIEWPORTS } from '../support/host-variants';
import { wholeOnScreen } from '../support/screen-foot';
import { switchLanguage } from './a11y-support';

/**
 * With a restaurant chosen, the header's links and buttons show their words whole ('Iniciar
 * sesión', not 'Iniciar sesió'): the header gives way with its layout, never by cutting a word.
 * The restaurant's address is the one thing shortened, by design, with an ellipsis.
 */
for (const variant of VARIANTS.filter((candidate) => !candidate.app)) {
  test(`the header's words show whole with a restaurant chosen, in English and Spanish, on a phone and a desktop (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await chooseLocation(page);
    // One load per language; each size is the same page resized, as a phone turned sideways.
    await open(page, variant, '/');
    for (const language of ['en-US', 'es'] as const) {
      // The page opened in English; Spanish is chosen as a customer chooses it.
      if (language === 'es') {
        await switchLanguage(page, variant.origin, language);
        await open(page, variant, '/');
      }
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const where = `${language} at ${viewport.width} px`;
        const header = page.getByRole('banner');
        const signIn = header.getByRole('link', {
          name: language === 'es' ? 'Iniciar sesión' : 'Sign In',
        });
        // Sign In is in the header on a desktop; a phone reaches it from the menu, except on
        // catering, whose menu has none (§2.5): there the header keeps it.
        if (!viewport.mobile || variant.catering) await expect(signIn, where).toBeVisible();
        else await expect(signIn, where).toBeHidden();
        const cut: string[] = [];
        for (const control of await header.locator('a:visible, button:visible').all()) {
          if ((await control.getAttribute('href')) === '/locations') continue;
          if (!(await wholeOnScreen(control))) cut.push((await control.innerText()).trim());
        }
        // The brand's name too, beside catering's label and its Sign In.
        if (!(await wholeOnScreen(header.locator('.host-brand-name')))) cut.push('brand name');
        expect(cut, where).toEqual([]);
      }
    }
  });
}

for (const variant of VARIANTS.filter((candidate) => !candidate.app)) {
  test(`with no restaurant chosen, the finder's words show whole from 1200 px, where the desktop header starts, in English and Spanish (${variant.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, variant, '/');
    for (const [language, finder] of [
      ['en-US', 'Find a Biscuit Barn'],
      ['es', 'Busca un Biscuit Barn'],
    ] as const) {
      if (language === 'es') {
        await switchLanguage(page, variant.origin, language);
        await open(page, variant, '/');
      }
      for (const width of [1200, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${language} at ${width} px`;
        const header = page.getByRole('banner');
        const link = header.getByRole('link', { name: finder, exact: true });
        await expect(link, where).toBeVisible();
        const cut: string[] = [];
        for (const control of await header.locator('a:visible, button:visible').all()) {
          if (!(await wholeOnScreen(control))) cut.push((await control.innerText()).trim());
        }
        expect(cut, where).toEqual([]);
      }
    }
  });
}

for (const variant of VARIANTS.filter((candidate) => !candidate.app)) {
  test(`a member's greeting shows whole at 1280 px, in English and Spanish (${variant.name})`, async ({
    page,
  }) => {
    const { firstName } = await signIn(page);
    await chooseLocation(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, variant, '/');
    for (const [language, greeting] of [
      ['en-US', `Hi, ${firstName}`],
      ['es', `Hola, ${firstName}`],
    ] as const) {
      await switchLanguage(page, variant.origin, language);
      await open(page, variant, '/');
      const link = page.getByRole('banner').getByRole('link', { name: greeting });
      await expect(link, language).toBeVisible();
      expect(await wholeOnScreen(link), language).toBe(true);
    }
  });
}

/** Phones from the narrowest the site serves (320 px) to the common one (390 px). */
const PHONE_WIDTHS = [320, 360, 390] as const;

for (const variant of VARIANTS.filter((candidate) => !candidate.app)) {
  test(`the brand's name shows whole on phones of 320 to 390 px, in English and Spanish, with room for a wider face (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, variant, '/');
    for (const language of ['en-US', 'es'] as const) {
      // The page opened in English; Spanish is chosen as a customer chooses it.
      if (language === 'es') {
        await switchLanguage(page, variant.origin, language);
        await open(page, variant, '/');
      }
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const header = page.getByRole('banner');
        // The header is complete: the box, and a catering guest's Sign In, take their room.
        await expect(header.locator('.host-box')).toBeVisible();
        if (variant.catering) {
          await expect(header.getByRole('link', { name: /Sign In|Iniciar sesión/ })).toBeVisible();
        }
        const name = header.locator('.host-brand-name');
        // A phone's face (San Francisco, Roboto) may be wider than the tests' own: the name
        // still fits when drawn 8% larger. Not a pixel cut, no ellipsis.
        const fits = await name.evaluate((node) => {
          node.style.fontSize = '108%';
          const whole = node.scrollWidth <= node.clientWidth;
          node.style.fontSize = '';
          return whole;
        });
        expect(fits, `${language} at ${width} px`).toBe(true);
        expect(await wholeOnScreen(name), `${language} at ${width} px`).toBe(true);
      }
    }
  });
}
