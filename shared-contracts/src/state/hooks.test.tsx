import { act, render, screen } from '@testing-library/react';
import { aLine, aLocation, aMenu, anOrder } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { createAppState } from './app-state';
import {
  useAppState,
  useChannel,
  useLanguage,
  useRestaurant,
  useOrder,
  useSignedIn,
  useToken,
  useMember,
} from './hooks';

function Probe() {
  const values = {
    channel: useChannel(),
    language: useLanguage(),
    location: useRestaurant()?.id ?? null,
    order: useOrder()?.id ?? null,
    user: useMember()?.first_name ?? null,
    token: useToken()?.id ?? null,
    signedIn: useSignedIn(),
    showCart: useAppState().showCart,
  };
  return <pre data-testid="values">{JSON.stringify(values)}</pre>;
}

const values = () => JSON.parse(screen.getByTestId('values').textContent as string);

describe('hooks read the one state and re-render on change', () => {
  it('read every part', () => {
    createAppState({
      channel: 'catering',
      language: 'es',
      location: aLocation(),
      menu: aMenu(),
      order: anOrder({ products: [aLine({ quantity: 2 }), aLine({ id: 901, quantity: 3 })] }),
      user: { first_name: 'Ada' } as never,
      token: TEST_TOKENS,
    });
    render(<Probe />);
    expect(values()).toEqual({
      channel: 'catering',
      language: 'es',
      location: 12,
      order: 'o1',
      user: 'Ada',
      token: 42,
      signedIn: true,
      showCart: false,
    });
  });

  it('follow changes made through the state (another remote, another tab)', async () => {
    const state = createAppState();
    render(<Probe />);
    expect(values()).toMatchObject({ location: null, order: null, signedIn: false });
    await act(async () => {
      state.location = aLocation({ id: 99 });
      state.order = anOrder();
    });
    expect(values()).toMatchObject({ location: 99, order: 'o1' });
  });
});
