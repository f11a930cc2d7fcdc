import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLocation, anOrder } from '@qsr/shared-contracts/testing';
import { receiptTexts, type Order } from '@qsr/shared-contracts';
import { strings } from '../strings';
import { renderCheckout } from '../testing';
import { ORDER, ordering } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

jest.setTimeout(20_000);

const everywhere = aLocation({ timezone: 'America/New_York' });
const pickup: Order = { ...anOrder(), handoff: 'pickup' };
const delivery: Order = { ...pickup, handoff: 'dispatch' };
/** The sandbox's refusal of an address outside the restaurant's delivery area. */
const OUTSIDE = {
  status: 400,
  body: { message: '[227] Sorry, this address is outside the delivery area of this restaurant.' },
};

describe('/order/checkout: an address outside the delivery area is said as it is entered', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  for (const language of ['en-US', 'es'] as const) {
    const words = strings[language];
    it(`${language}: the refusal under the address, then another address or pickup, nothing typed lost`, async () => {
      const fetch = ordering(() => ({ status: 500 }), {
        [`PUT ${ORDER}/handoff/dispatch`]: { body: delivery },
        [`PUT ${ORDER}/handoff/pickup`]: { body: pickup },
        [`PUT ${ORDER}/address`]: OUTSIDE,
        [`GET ${ORDER}`]: { body: pickup },
      });
      await renderCheckout(<CheckoutPage />, {
        state: { order: pickup, location: everywhere },
        language,
      });
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByLabelText(words.handoff_delivery));
      await user.type(screen.getByLabelText(words.address), '100 King St');
      await user.type(screen.getByLabelText(words.city), 'Charleston');
      await user.type(screen.getByLabelText(words.zip), '29401');

      // Asked of the ordering API once the typing pauses: no review needed to learn it.
      const said = await screen.findByText(
        language === 'es'
          ? /^Esta dirección está fuera del área de entrega del restaurante\./
          : /^This address is outside the restaurant’s delivery area\./,
        {},
        { timeout: 3000 },
      );
      expect(said).toHaveAttribute('role', 'alert');
      const sent = fetch.calls.filter((call) => call.url.endsWith('/address'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toMatchObject({ address: { address: '100 King St', zip: '29401' } });
      expect(screen.queryByRole('dialog')).toBeNull();

      // Another address: back to the street, its words selected, nothing cleared.
      await user.click(screen.getByRole('button', { name: words.tryAnotherAddress }));
      const street = screen.getByLabelText(words.address);
      expect(street).toHaveFocus();
      expect(street).toHaveValue('100 King St');
      expect(screen.getByLabelText(words.zip)).toHaveValue('29401');

      // Or pickup: the order goes to pickup; delivery again brings back what was typed.
      await user.click(screen.getByRole('button', { name: words.switchToPickup }));
      await waitFor(() => expect(screen.getByLabelText(words.handoff_pickup)).toBeChecked());
      expect(fetch.calls.some((call) => call.url.endsWith('/handoff/pickup'))).toBe(true);
      expect(screen.queryByRole('button', { name: words.switchToPickup })).toBeNull();
      await user.click(screen.getByLabelText(words.handoff_delivery));
      expect(screen.getByLabelText(words.address)).toHaveValue('100 King St');
      expect(screen.getByLabelText(words.city)).toHaveValue('Charleston');
    });
  }

  for (const language of ['en-US', 'es'] as const) {
    const words = strings[language];
    it(`${language}: a refused address leaves no delivery to price, so no fees and no total until pickup`, async () => {
      const priced = { ...delivery.totals, handoff: 3.99, fees: 0.99, tax: 0.77, total: 15.73 };
      const deliveryWithFees: Order = { ...delivery, totals: priced };
      ordering(() => ({ status: 500 }), {
        [`PUT ${ORDER}/handoff/dispatch`]: { body: deliveryWithFees },
        [`PUT ${ORDER}/handoff/pickup`]: { body: pickup },
        [`PUT ${ORDER}/address`]: OUTSIDE,
      });
      await renderCheckout(<CheckoutPage />, {
        state: { order: pickup, location: everywhere },
        language,
      });
      const totals = () => screen.getByRole('region', { name: words.totals });
      const terms = () =>
        within(totals())
          .getAllByRole('term')
          .map((term) => term.textContent);
      const texts = receiptTexts(language);
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByLabelText(words.handoff_delivery));
      // Delivery chosen, no address yet: the restaurant's delivery fee is already priced.
      await waitFor(() => expect(terms()).toContain(texts.delivery));
      await user.type(screen.getByLabelText(words.address), '100 King St');
      await user.type(screen.getByLabelText(words.city), 'Charleston');
      await user.type(screen.getByLabelText(words.zip), '29401');
      await screen.findByRole('button', { name: words.tryAnotherAddress }, { timeout: 3000 });

      // Refused: the box's own prices stay, the delivery's do not, and no total pretends.
      expect(terms()).toEqual([texts.subtotal]);
      expect(within(totals()).queryByText('$15.73')).toBeNull();
      expect(within(totals()).getByText(texts.notPriced)).toBeVisible();

      await user.click(screen.getByRole('button', { name: words.switchToPickup }));
      await waitFor(() => expect(terms()).toContain(texts.total));
      expect(terms()).not.toContain(texts.delivery);
      expect(within(totals()).queryByText(texts.notPriced)).toBeNull();
    });
  }

  it('a language switch says the refusal again in the new language', async () => {
    ordering(() => ({ status: 500 }), { [`PUT ${ORDER}/address`]: OUTSIDE });
    const { appState } = await renderCheckout(<CheckoutPage />, {
      state: { order: delivery, location: everywhere },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Street address'), '100 King St');
    await user.type(screen.getByLabelText('City'), 'Charleston');
    await user.type(screen.getByLabelText('Zip code'), '29401');
    await screen.findByText(/^This address is outside/, {}, { timeout: 3000 });
    act(() => {
      appState.language = 'es';
    });
    expect(
      await screen.findByText(/^Esta dirección está fuera del área de entrega del restaurante\./),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/^This address is outside/)).toBeNull();
  });

  it('a restaurant without pickup offers another address only', async () => {
    ordering(() => ({ status: 500 }), {
      [`PUT ${ORDER}/handoff/dispatch`]: { body: delivery },
      [`PUT ${ORDER}/address`]: OUTSIDE,
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: delivery, location: aLocation({ handoffs: ['delivery'] }) },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Street address'), '100 King St');
    await user.type(screen.getByLabelText('City'), 'Charleston');
    await user.type(screen.getByLabelText('Zip code'), '29401');
    await screen.findByRole('button', { name: 'Try another address' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Switch to pickup' })).toBeNull();
  });
});
