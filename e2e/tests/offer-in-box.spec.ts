import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { speakFromNow, VIEWPORTS } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import { demoSession, SANDBOX_API, signInBrowser, type Session } from './account-support';
import { chooseRestaurant, drawer } from './menu-cart-support';

/*
 * An offer redeemed on /offers appeared nowhere. A redeemed offer goes on the box,
 * which says it is applied by name (and checkout too), or why it cannot apply. The demo member's
 * '15% off for loyal members' is redeemed here and nowhere else, and never placed; its
 * '$10 off catering' was redeemed before and cannot apply to a restaurant box.
 */

const RALEIGH = 101;
const [PHONE, DESKTOP] = VIEWPORTS;

const WORDS = {
  'en-US': {
    add: 'Add to Box · $9.49',
    applied: /^Reward 15% off for loyal members applied: you save \$1\.42\.$/,
    refused:
      '$10 off catering cannot apply to this box: This reward is not available for this order.',
    checkout: /Proceed to Checkout/,
  },
  es: {
    add: 'Agregar a la caja · $9.49',
    applied: /^Recompensa .+ aplicada: ahorras \$1\.42\.$/,
    refused:
      '$10 de descuento en catering no se puede aplicar a esta caja: Esta recompensa no está disponible para este pedido.',
    checkout: /Continuar al pago/,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

interface Offer {
  id: number;
  campaign: string;
  label: string;
}

/** The member's offers, in the language the site would have read them in. */
async function memberOffers(
  request: APIRequestContext,
  session: Session,
  language: string,
): Promise<Offer[]> {
  const answer = await request.get(`${SANDBOX_API}/members/offers/all`, {
    headers: {
      'x-ordering-token': String(session.data.tokens['ordering.access.token']),
      'accept-language': language,
    },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Offer[];
}

/** Wings into the box; the box opens and shows the offer applied, then checkout does too. */
async function expectOfferInBoxAndCheckout(page: Page, words: Words, refusedToo: boolean) {
  await page.goto('/order/product?id=BB-WINGS-8');
  await page.getByRole('button', { name: words.add }).click();
  const boxPanel = drawer(page);
  await expect(boxPanel.getByText(words.applied)).toBeVisible();
  if (refusedToo) await expect(boxPanel.getByText(words.refused)).toBeVisible();
  await boxPanel.getByRole('button', { name: words.checkout }).click();
  await expect(page).toHaveURL(/\/order\/checkout/);
  const main = page.getByRole('main');
  await expect(main.getByText(words.applied)).toBeVisible();
  if (refusedToo) await expect(main.getByText(words.refused)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test(`an offer redeemed on /offers is applied in the box and at checkout, by name (${PHONE.name}, en-US)`, async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await signInBrowser(page, await demoSession(request));
  await page.goto('/offers');
  const offers = page.getByRole('region', { name: 'Your offers' });
  await offers.getByRole('button', { name: 'Redeem 15% off for loyal members' }).click();
  await expect(
    offers.getByText('Redeemed: it goes on your box, which says if it applies.'),
  ).toBeVisible();
  await expectOfferInBoxAndCheckout(page, WORDS['en-US'], false);
});

for (const [viewport, language] of [
  [PHONE, 'es'],
  [DESKTOP, 'en-US'],
  [DESKTOP, 'es'],
] as const) {
  test(`offers redeemed on an earlier visit: applied by name, or why not (${viewport.name}, ${language})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const session = await demoSession(request);
    const offers = await memberOffers(request, session, language);
    const kept = offers
      .filter((offer) => ['LOYALTY-15', 'CATERING-10'].includes(offer.campaign))
      .map((offer) => ({ offer }));
    expect(kept).toHaveLength(2);
    await chooseRestaurant(page, consumerUrl, RALEIGH);
    await signInBrowser(page, session);
    // Kept as the site keeps a redemption (§3 persistence), from an earlier visit.
    await page.evaluate(
      (redeemed) => localStorage.setItem('qsr.redeemedOffers', redeemed),
      JSON.stringify(kept),
    );
    await speakFromNow(page, language);
    await expectOfferInBoxAndCheckout(page, WORDS[language], true);
  });
}
