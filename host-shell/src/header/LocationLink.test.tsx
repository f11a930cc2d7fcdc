import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { actions, createAppState, type Location, type Order } from '@qsr/shared-contracts';
import { anOrder } from '@qsr/shared-contracts/testing';
import i18n from 'i18next';
import '../i18n/test-i18n';
import { LocationLink } from './LocationLink';

const restaurant = {
  id: 115,
  name: 'Atlanta',
  address: '590 Ponce de Leon Ave NE',
  menu_id: 100115,
} as Location;
const peachtree = { address: '100 Peachtree St NW', city: 'Atlanta', zip: '30303' };

function renderLink(order: Order) {
  createAppState({ location: restaurant, order });
  return render(
    <MemoryRouter>
      <LocationLink length={15} />
    </MemoryRouter>,
  );
}

describe('the header says where the order goes', () => {
  it('while delivering, the address delivered to, leading to the delivery search', () => {
    renderLink(anOrder({ handoff: 'dispatch', address: peachtree }));
    const link = screen.getByRole('link', { name: 'Delivering to: 100 Peachtree St NW' });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^100 Peachtree S…$/);
    expect(link).toHaveAttribute('href', '/locations?mode=delivery');
  });

  it('once a delivery order is placed, still the address delivered to, in both languages', () => {
    renderLink(anOrder({ handoff: 'dispatch', address: peachtree }));
    act(() => actions.orderPlaced({ id: 'o1', status: 'received' }));
    expect(
      screen.getByRole('link', { name: 'Delivering to: 100 Peachtree St NW' }),
    ).toHaveAttribute('href', '/locations?mode=delivery');
    act(() => void i18n.changeLanguage('es'));
    expect(
      screen.getByRole('link', { name: 'Entrega en: 100 Peachtree St NW' }),
    ).toBeInTheDocument();
    act(() => void i18n.changeLanguage('en-US'));
  });

  it('for pickup, the restaurant', () => {
    renderLink(anOrder({ handoff: 'pickup' }));
    expect(
      screen.getByRole('link', { name: 'Your restaurant: 590 Ponce de Leon Ave NE' }),
    ).toHaveAttribute('href', '/locations');
  });
});
