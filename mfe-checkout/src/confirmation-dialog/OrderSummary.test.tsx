import { screen } from '@testing-library/react';
import { restaurantClock } from '@qsr/shared-contracts';
import { aLocation, anOrder, mockFetch } from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
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
  it.each([
    ['en-US', 'As soon as it opens (about Tue, Nov 24, 6:15 AM EST)'],
    ['es', 'En cuanto abra (aprox. mar, 24 de nov, 6:15 a.m. EST)'],
  ] as const)('the review dialog says it as the time choice did (%s)', async (language, said) => {
    mockFetch();
    await renderCheckout(<OrderSummary order={order} location={closed} />, { language });
    expect(screen.getByText(said)).toBeVisible();
  });
});

describe('a delivery names the restaurant that makes it', () => {
  const delivery = anOrder({
    handoff: 'dispatch',
    address: { address: '123 Fayetteville St', city: 'Raleigh', state: 'NC', zip: '27601' },
  });
  const restaurant = aLocation({ timezone: zone });

  it.each([
    ['en-US', 'Restaurant'],
    ['es', 'Restaurante'],
  ] as const)('under the address it goes to, in the review dialog (%s)', async (language, term) => {
    mockFetch();
    await renderCheckout(<OrderSummary order={delivery} location={restaurant} />, { language });
    expect(screen.getByText('123 Fayetteville St, Raleigh, NC 27601')).toBeVisible();
    const from = screen.getByText('Raleigh - Glenwood, 1 Glenwood Ave, Raleigh, NC 27603');
    expect(from).toHaveAttribute('data-summary', 'restaurant');
    expect(from.previousElementSibling).toHaveTextContent(new RegExp(`^${term}$`));
  });

  it('once, where the page shows the restaurant apart (the confirmation page)', async () => {
    mockFetch();
    await renderCheckout(<OrderSummary order={delivery} location={restaurant} restaurantShown />);
    expect(screen.queryByText(/Raleigh - Glenwood/)).toBeNull();
  });

  it('a pickup names it once, as where to collect it', async () => {
    mockFetch();
    await renderCheckout(<OrderSummary order={anOrder()} location={restaurant} />);
    expect(screen.getAllByText(/Raleigh - Glenwood/)).toHaveLength(1);
  });
});
