import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOrder } from '@qsr/shared-contracts';
import { anOrder, mockFetch } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { PromoField } from './PromoField';

/** The field as the box holds it: on the order in the shared state, which others change too. */
function BoxPromo() {
  const order = useOrder();
  return order && <PromoField order={order} />;
}

const rewarded = anOrder({
  coupon: { couponcode: 'WALLET3OFF', reward: { label: '$3 Off Your Order' } },
  discounts: [{ type: 'Coupon', amount: 3, description: '$3 off' }],
});
const typed = anOrder({
  coupon: { couponcode: 'SAVE10' },
  discounts: [{ type: 'Coupon', amount: 1, description: '10% off' }],
});

const WORDS = {
  'en-US': {
    apply: 'Apply',
    field: 'Promo code',
    empty: 'Error: Promo code cannot be empty.',
    reward: 'Reward $3 Off Your Order applied: you save $3.00.',
    typed: 'Promo code SAVE10 applied: you save $1.00.',
  },
  es: {
    apply: 'Aplicar',
    field: 'Código promocional',
    empty: 'Error: El código promocional no puede estar vacío.',
    reward: 'Recompensa $3 Off Your Order aplicada: ahorras $3.00.',
    typed: 'Código promocional SAVE10 aplicado: ahorras $1.00.',
  },
} as const;

describe.each(['en-US', 'es'] as const)('§4.4 the promo field (%s)', (language) => {
  const words = WORDS[language];

  it('drops an error once a wallet reward becomes the coupon, and when it is taken off', async () => {
    mockFetch();
    const { appState, container } = await renderWithState(<BoxPromo />, {
      state: { order: anOrder(), language },
      language,
    });
    await userEvent.click(screen.getByRole('button', { name: words.apply }));
    expect(await screen.findByText(words.empty)).toBeInTheDocument();

    await act(async () => {
      appState.order = rewarded;
    });
    expect(screen.getByRole('status')).toHaveTextContent(words.reward);
    expect(screen.queryByText(words.empty)).toBeNull();
    expect(container.querySelector('.menuCart-promo')).not.toHaveClass('is-failed');

    await act(async () => {
      appState.order = anOrder();
    });
    expect(screen.queryByText(words.empty)).toBeNull();
    expect(screen.getByRole('textbox', { name: words.field })).toBeEnabled();
  });

  it("names a wallet reward by the order's name for it, never showing its code", async () => {
    mockFetch();
    const { container } = await renderWithState(<BoxPromo />, {
      state: { order: rewarded, language },
      language,
    });
    expect(screen.getByRole('status')).toHaveTextContent(words.reward);
    const field = screen.getByRole('textbox', { name: words.field });
    expect(field).toBeDisabled();
    expect(field).toHaveValue('');
    expect(container).not.toHaveTextContent('WALLET3OFF');
  });

  it('shows a code the customer typed in the field, and names it', async () => {
    mockFetch();
    await renderWithState(<BoxPromo />, { state: { order: typed, language }, language });
    expect(screen.getByRole('status')).toHaveTextContent(words.typed);
    expect(screen.getByRole('textbox', { name: words.field })).toHaveValue('SAVE10');
  });
});
