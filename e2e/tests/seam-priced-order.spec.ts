import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { demoSession } from './account-support';
import { boxAt, checkout } from './checkout-support';
import { STEPS, type Seam, type StepName } from './seam-steps';
import {
  addressOnItsWay,
  differences,
  pricedOrder,
  seamSeed,
  seededRandom,
  shownOrder,
  type PricedOrder,
  type ShownOrder,
} from './seam-support';

/*
 * The order tells the truth at every seam: a seeded run of 200 changes at checkout (100 on each
 * channel: handoff, address, time, quantities, products, promo codes, wallet offers, tip,
 * round-up), and after each one every figure the page shows is the ordering API's for that
 * order. The first difference fails with the seed (`SEAM_SEED=<seed>` replays the run), the
 * step and the steps before it.
 */

const RALEIGH = 101;
const STEPS_PER_CHANNEL = 100;

const CHANNELS: Array<{
  channel: Seam['channel'];
  base: string;
  items: Array<[sku: string, quantity: number]>;
  codes: string[];
}> = [
  {
    channel: 'consumer',
    base: consumerUrl,
    items: [
      ['BB-HALF-DOZEN', 1],
      ['BB-CHICKEN-BISCUIT', 2],
    ],
    // SAVE5 needs $15, BIGBOX20 $200; EXPIRED5 has ended: refusals are steps too.
    codes: ['SAVE10', 'FIVEOFF', 'SAVE5', 'BIGBOX20', 'EXPIRED5'],
  },
  {
    channel: 'catering',
    base: cateringUrl,
    // Near the $150 delivery minimum, so that the steps take it both ways; the gallon of sweet
    // tea that CATERTEA gives, until a step takes it out of the box.
    items: [
      ['CT-TENDERS-BOX-20', 3],
      ['CT-SIDE-MAC', 1],
      ['CT-SWEET-TEA-GALLON', 1],
    ],
    codes: ['SAVE10', 'FIVEOFF', 'CATER20', 'CATERTEA', 'BIGBOX20'],
  },
];

// The two channels share nothing: each has its own box.
test.describe.configure({ mode: 'parallel' });

/** The member (demo) signed in as a sign-in in this browser would leave it, on every origin. */
async function signInDemo(page: Page) {
  const { data } = await demoSession(page.request);
  await page.addInitScript(
    ([tokens, user]) => {
      if (localStorage.getItem('qsr.token')) return;
      localStorage.setItem('qsr.token', tokens);
      localStorage.setItem('qsr.user', user);
    },
    [JSON.stringify(data.tokens), JSON.stringify(data.user)] as const,
  );
}

interface Reading {
  shown: ShownOrder;
  order: PricedOrder;
}

/** The totals are not being priced: checked in the page on every frame, not by a timer. */
function notPricing(seam: Seam) {
  return seam.area.evaluate(
    (root) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const totals = root.querySelector('.checkout-totals');
          const status = totals?.querySelector('[role="status"]');
          if (totals?.getAttribute('aria-busy') === 'false' && !status?.textContent) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/**
 * The page and the order once nothing is being priced and a delivery address the page shows
 * has reached the order (it goes after a pause in the typing); read again when the order moved
 * while it was read. What never settled is a difference too.
 */
async function settled(seam: Seam): Promise<string[]> {
  const readings: Array<{ reading: Reading; state: string }> = [];
  const read = async () => {
    await notPricing(seam);
    const before = await pricedOrder(seam.page, seam.order.id);
    const shown = await shownOrder(seam.area);
    const order = await pricedOrder(seam.page, seam.order.id);
    const state =
      shown.busy !== 'false' || shown.updating !== ''
        ? 'pricing'
        : JSON.stringify(before) !== JSON.stringify(order)
          ? 'moved while read'
          : addressOnItsWay(shown, order)
            ? 'address on its way'
            : 'settled';
    readings.push({ reading: { shown, order }, state });
    return state;
  };
  try {
    await expect.poll(read, { timeout: 10_000, intervals: [50, 100, 150, 250] }).toBe('settled');
  } catch {
    // Told below with what the page and the order last said.
  }
  const final = readings.at(-1);
  if (!final) return ['the page never settled: "Updating your total…" stayed'];
  seam.order = final.reading.order;
  const found = differences(final.reading.shown, final.reading.order, seam.channel);
  return final.state === 'settled' ? found : [`never settled (${final.state})`, ...found];
}

for (const [index, { channel, base, items, codes }] of CHANNELS.entries()) {
  test(`the order tells the truth at every seam: ${STEPS_PER_CHANNEL} seeded changes at ${channel} checkout`, async ({
    page,
  }) => {
    test.setTimeout(170_000);
    const seed = seamSeed();
    test.info().annotations.push({ type: 'seam seed', description: `SEAM_SEED=${seed}` });
    const random = seededRandom(seed + index);
    // The box's drawer opens and closes without its slide: the steps wait on its content.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInDemo(page);
    const box = await boxAt(page, base, RALEIGH, items, { catering: channel === 'catering' });
    await page.goto(`${base}/order/checkout`);
    const area = checkout(page);
    await expect(area.getByRole('region', { name: 'Order total' })).toBeVisible();
    const seam: Seam = {
      page,
      area,
      channel,
      random,
      codes,
      order: await pricedOrder(page, box.id),
    };

    const taken: string[] = ['0. checkout opened'];
    const weights = Object.fromEntries(
      Object.entries(STEPS).map(([name, step]) => [name, step.weight]),
    ) as Record<StepName, number>;
    for (let step = 0; step <= STEPS_PER_CHANNEL; step += 1) {
      const stepsSoFar = () => ['Steps so far:', ...taken.map((said) => `  ${said}`)].join('\n');
      if (step > 0) {
        const name = random.weighted(weights);
        try {
          taken.push(`${step}. ${await STEPS[name].take(seam)}`);
        } catch (error) {
          // A step the page would not take fails with the seed too.
          if (error instanceof Error)
            error.message = `SEAM_SEED=${seed}: at ${channel} checkout, step ${step} (${name}) could not be taken\n${stepsSoFar()}\n${error.message}`;
          throw error;
        }
      }
      const found = await settled(seam);
      expect(
        found,
        [
          `SEAM_SEED=${seed}: at ${channel} checkout, after step ${step} the page and the API's priced order differ`,
          ...found.map((difference) => `  - ${difference}`),
          stepsSoFar(),
        ].join('\n'),
      ).toEqual([]);
    }
  });
}
