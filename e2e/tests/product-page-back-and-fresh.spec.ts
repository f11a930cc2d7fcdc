import { expect, test, type Page } from '@playwright/test';
import { chooseLocation, open, VARIANTS, VIEWPORTS } from '../support/host-variants';
import { switchLanguage, type Language } from './a11y-support';

/**
 * A product's page leads back to its category by name, and each visit starts from the
 * product's own choices: what a customer picked on a visit left without adding is gone.
 */
const consumer = VARIANTS.find((variant) => variant.name === 'consumer')!;

const WORDS: Record<Language, { back: string; add: RegExp; more: string; note: string }> = {
  'en-US': {
    back: 'Back to',
    add: /^Add to Box/,
    more: 'One more',
    note: 'Special instructions',
  },
  es: {
    back: 'Volver a',
    add: /^Agregar a la caja/,
    more: 'Uno más de',
    note: 'Instrucciones especiales',
  },
};

/** What the form shows: the choices ticked, the note and the Add button's price. */
async function formShown(page: Page, language: Language) {
  return {
    ticked: await page
      .locator('main form input:checked')
      .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent ?? '')),
    note: await page.getByRole('textbox', { name: WORDS[language].note }).inputValue(),
    add: await page.getByRole('button', { name: WORDS[language].add }).textContent(),
  };
}

test('a product page leads back to its category and starts fresh on each visit, in English and Spanish, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await chooseLocation(page);
  await open(page, consumer, '/menu');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const language of ['en-US', 'es'] as const) {
      await switchLanguage(page, consumer.origin, language);
      const words = WORDS[language];
      const where = `${language} at ${viewport.width} px`;
      await open(page, consumer, '/menu');
      const category = (await page.locator('main section h2').first().textContent()) ?? '';
      const product = page.getByRole('region', { name: category }).getByRole('link').first();
      const name = (await product.textContent()) ?? '';
      await product.click();
      await expect(page.getByRole('heading', { level: 1, name }), where).toBeVisible();
      const fresh = await formShown(page, language);

      // Choices made, then left by the way back, without adding.
      await page.getByRole('button', { name: `${words.more} ${name}` }).click();
      await page.getByRole('textbox', { name: words.note }).fill('Extra crispy');
      const unticked = page.locator('main form input:not(:checked):not(:disabled)').first();
      if ((await unticked.count()) > 0) await unticked.check();
      expect(await formShown(page, language), where).not.toEqual(fresh);
      await page.getByRole('link', { name: `${words.back} ${category}`, exact: true }).click();
      await expect(page, where).toHaveURL(/\/menu\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 2, name: category }), where).toBeVisible();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: category, exact: true }),
        where,
      ).toHaveAttribute('aria-current', 'page');

      // The same product again: its own choices, not the last visit's.
      await page.getByRole('region', { name: category }).getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name }), where).toBeVisible();
      expect(await formShown(page, language), where).toEqual(fresh);
    }
  }
  await switchLanguage(page, consumer.origin, 'en-US');
});
