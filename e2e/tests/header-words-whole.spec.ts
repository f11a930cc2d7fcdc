import { expect, test } from '@playwright/test';
import { chooseLocation, open, VARIANTS, VIEWPORTS } from '../support/host-variants';
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
    await open(page, variant, '/');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const language of ['en-US', 'es'] as const) {
        await switchLanguage(page, variant.origin, language);
        await open(page, variant, '/');
        const where = `${language} at ${viewport.width} px`;
        const header = page.getByRole('banner');
        const signIn = header.getByRole('link', {
          name: language === 'es' ? 'Iniciar sesión' : 'Sign In',
        });
        // Sign In is a desktop's; a phone reaches it from the menu.
        if (!viewport.mobile) await expect(signIn, where).toBeVisible();
        const cut: string[] = [];
        for (const control of await header.locator('a:visible, button:visible').all()) {
          if ((await control.getAttribute('href')) === '/locations') continue;
          if (!(await wholeOnScreen(control))) cut.push((await control.innerText()).trim());
        }
        expect(cut, where).toEqual([]);
      }
    }
    await switchLanguage(page, variant.origin, 'en-US');
  });
}
