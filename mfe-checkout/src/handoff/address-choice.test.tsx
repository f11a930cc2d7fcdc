import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, anOrder, aSuggestion, type FetchCall } from '@qsr/shared-contracts/testing';
import type { Order } from '@qsr/shared-contracts';
import { strings } from '../strings';
import { renderCheckout } from '../testing';
import { ORDER, ordering } from '../checkout/checkout-testing';
import { CheckoutPage } from '../checkout/CheckoutPage';

jest.setTimeout(20_000);

const restaurant = aLocation({ name: 'Raleigh - Glenwood', timezone: 'America/New_York' });
const delivery: Order = { ...anOrder(), handoff: 'dispatch' };
const SUGGEST = 'GET /api/v1/locations/delivery/suggest';
const fayetteville = aSuggestion();
/** The sandbox's refusal of an address outside the restaurant's delivery area. */
const OUTSIDE = {
  status: 400,
  body: { message: '[227] Sorry, this address is outside the delivery area of this restaurant.' },
};
const sentAddresses = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/address'));

describe('/order/checkout: the delivery street completes as it is typed', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('a chosen suggestion fills the fields and says at once that the restaurant delivers', async () => {
    const fetch = ordering(() => ({ status: 500 }), {
      [SUGGEST]: { body: [fayetteville] },
      [`PUT ${ORDER}/address`]: { body: delivery },
    });
    await renderCheckout(<CheckoutPage />, { state: { order: delivery, location: restaurant } });
    const user = userEvent.setup({ delay: null });
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.type(street, '123 fay');
    const list = await screen.findByRole('listbox', { name: 'Suggested addresses' });
    await user.click(within(list).getByRole('option', { name: fayetteville.label }));

    expect(street).toHaveValue('123 Fayetteville St');
    expect(screen.getByLabelText('City')).toHaveValue('Raleigh');
    expect(screen.getByLabelText('Zip code')).toHaveValue('27601');
    expect(
      await screen.findByText('Good news: Raleigh - Glenwood delivers to this address.'),
    ).toBeVisible();
    // Sent at once, with the state the suggestion knew, and only once.
    const sent = sentAddresses(fetch.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ address: { city: 'Raleigh', state: 'NC' } });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(sentAddresses(fetch.calls)).toHaveLength(1);

    // Edited by hand, the verdict no longer speaks for the fields.
    await user.type(street, 'x');
    expect(screen.queryByText(/delivers to this address/)).toBeNull();
  });

  it('es: an address the restaurant does not deliver to is refused as a typed one is', async () => {
    const words = strings.es;
    ordering(() => ({ status: 500 }), {
      [SUGGEST]: { body: [fayetteville] },
      [`PUT ${ORDER}/address`]: OUTSIDE,
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: delivery, location: restaurant },
      language: 'es',
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: words.address }), '123 fay');
    const list = await screen.findByRole('listbox', { name: 'Direcciones sugeridas' });
    expect(screen.getByText('1 dirección sugerida')).toHaveAttribute('role', 'status');
    await user.click(within(list).getByRole('option'));
    expect(
      await screen.findByText(/^Esta dirección está fuera del área de entrega del restaurante\./),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: words.tryAnotherAddress })).toBeVisible();
    expect(screen.queryByText(/entrega en esta dirección/)).toBeNull();
    expect(screen.getByLabelText(words.city)).toHaveValue('Raleigh');
  });

  it('a failed ask suggests nothing: the street stays free text, as typed', async () => {
    const fetch = ordering(() => ({ status: 500 }), { [SUGGEST]: { status: 503 } });
    await renderCheckout(<CheckoutPage />, { state: { order: delivery, location: restaurant } });
    const user = userEvent.setup({ delay: null });
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.type(street, '9 Oak Rd');
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.url.includes('/suggest'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('9 Oak Rd');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
