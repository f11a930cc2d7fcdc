import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';

/**
 * Every product of both menus shows a picture of its own food, whole in its
 * card (no words in it, none cropped), described by its alt text in the page's language.
 */

interface CardPicture {
  name: string;
  alt: string;
  src: string;
  width: number;
  height: number;
  shownWidth: number;
  shownHeight: number;
}

async function cardPictures(page: Page): Promise<CardPicture[]> {
  const cards = page.locator('.menuCart-product');
  await expect(cards.first()).toBeVisible();
  // Bring every lazy picture in (again on each poll: the menu may render its cards anew), then
  // measure them in the same poll that finds them all loaded and laid out: measured a moment
  // later, a card rendered anew in between had no box yet.
  const measured = await page.waitForFunction(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.menuCart-product')];
    const images = items.map((item) => item.querySelector('img') as HTMLImageElement);
    for (const image of images) image.loading = 'eager';
    const ready = images.every(
      (image) =>
        image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0,
    );
    if (!ready) return false;
    return items.map((item, i) => {
      const image = images[i] as HTMLImageElement;
      const box = image.getBoundingClientRect();
      return {
        name: item.querySelector('h3')?.textContent ?? '',
        alt: image.alt,
        src: image.getAttribute('src') ?? '',
        width: image.naturalWidth,
        height: image.naturalHeight,
        shownWidth: box.width,
        shownHeight: box.height,
      };
    });
  });
  return (await measured.jsonValue()) as CardPicture[];
}

for (const [channel, origin, products] of [
  ['consumer', consumerUrl, 39],
  ['catering', cateringUrl, 18],
] as const) {
  test(`${channel}: every product card shows its own food, uncropped, described in English and Spanish`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/menu`);
    const english = await cardPictures(page);
    expect(english).toHaveLength(products);
    for (const picture of english) {
      // The picture is the card's shape (4:3), so object-fit has nothing to crop.
      expect(picture.width / picture.height).toBeCloseTo(4 / 3, 2);
      expect(picture.shownWidth / picture.shownHeight).toBeCloseTo(4 / 3, 1);
      expect(picture.alt.length).toBeGreaterThan(10);
      expect(picture.alt).not.toBe(picture.name);
    }
    expect(new Set(english.map((p) => p.alt)).size).toBe(products);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/menu?lang=es`);
    const spanish = await cardPictures(page);
    expect(spanish.map((p) => p.src)).toEqual(english.map((p) => p.src));
    for (const [i, picture] of spanish.entries()) {
      expect(picture.alt).not.toBe(english[i]?.alt);
      expect(picture.alt).toMatch(/^(Un|Una|Dos|Tres|Cinco|Seis|Media|Papas|Papitas|Bocaditos)\b/);
    }
  });
}

test('Cinnamon Biscuit Bites show biscuit bites, and the picture has no words in it', async ({
  page,
  request,
}) => {
  await page.goto('/menu/product?id=BB-CINNAMON-BITES');
  const picture = page.locator('.menuCart-product-hero img');
  await expect(picture).toHaveAttribute('alt', 'Cinnamon sugar biscuit bites in a paper boat');
  const svg = await (await request.get('/api/v1/images/BB-CINNAMON-BITES.svg')).text();
  expect(svg).not.toContain('<text');
  expect(svg).toContain('<title>Cinnamon Biscuit Bites</title>');
});
