import { screen } from '@testing-library/react';
import { restaurantClock } from '@qsr/shared-contracts';
import { aLocation, anOrder, mockFetch } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { asapWords } from '../time/asap-words';
import { OrderSummary } from './OrderSummary';

const zone = 'America/New_York';
// Open only tomorrow, on the restaurant's clock: closed whenever the test runs.
const tomorrow = (restaurantClock(new Date(), zone).day + 1) % 7;
const closed = aLocation({
  timezone: zone,
  hours: [{ day: tomorrow, open: '06:00', close: '07:00' }],
});
const order = anOrder({ time: { mode: 'asap', earliest: '2026-11-24T06:15:00-05:00' } });

describe('as soon as possible, while the restaurant is closed', () => {
  it('is "as soon as it opens" by the restaurant’s own clock; any hours unknown, "as soon as possible"', () => {
    expect(asapWords(closed)).toBe('asapWhenOpen');
    expect(asapWords(aLocation({ timezone: zone }))).toBe('asapAround');
    expect(asapWords(null)).toBe('asapAround');
  });

  it.each([
    ['en-US', 'As soon as it opens (about Tue, Nov 24, 6:15 AM EST)'],
    ['es', 'En cuanto abra (aprox. mar, 24 de nov, 6:15 a.m. EST)'],
  ] as const)('the review dialog says it as the time choice did (%s)', async (language, said) => {
    mockFetch();
    await renderCheckout(<OrderSummary order={order} location={closed} />, { language });
    expect(screen.getByText(said)).toBeVisible();
  });
});
