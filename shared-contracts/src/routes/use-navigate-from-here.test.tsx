import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, useLocation } from 'react-router';
import { useNavigateFromHere } from './use-navigate-from-here';

/** A slow action, settled by the test: a restaurant being confirmed, its box made ready. */
function slowAction() {
  let settle = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  return { done, settle };
}

function OrderFromHere({ action }: { action: Promise<void> }) {
  const fromHere = useNavigateFromHere();
  const [went, setWent] = useState('');
  const orderFrom = async () => {
    const navigate = fromHere();
    await action;
    const stillHere = navigate.stillHere();
    setWent(`still here: ${stillHere}, went: ${navigate('/order')}`);
  };
  return (
    <>
      <button type="button" onClick={() => void orderFrom()}>
        Order from here
      </button>
      <output data-testid="went">{went}</output>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The locations page in the site's own router, with the header's links beside it. */
function renderLocations(action: Promise<void>) {
  window.history.replaceState(null, '', '/locations?mode=pickup');
  render(
    <BrowserRouter>
      <Link to="/menu">Menu</Link>
      <Link to="/locations?mode=delivery">Delivery</Link>
      <OrderFromHere action={action} />
      <Where />
    </BrowserRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('navigation after an action', () => {
  it('goes on when the customer waited on the page', async () => {
    const action = slowAction();
    renderLocations(action.done);
    await userEvent.click(screen.getByRole('button', { name: 'Order from here' }));
    expect(where()).toBe('/locations?mode=pickup');
    await act(async () => action.settle());
    expect(where()).toBe('/order');
    expect(window.location.pathname).toBe('/order');
    expect(screen.getByTestId('went')).toHaveTextContent('still here: true, went: true');
  });

  // Another search of the same page counts as elsewhere too.
  it.each([
    ['Menu', '/menu'],
    ['Delivery', '/locations?mode=delivery'],
  ])('never drags back a customer who followed %s meanwhile', async (link, went) => {
    const action = slowAction();
    renderLocations(action.done);
    await userEvent.click(screen.getByRole('button', { name: 'Order from here' }));
    await userEvent.click(screen.getByRole('link', { name: link }));
    await act(async () => action.settle());
    expect(where()).toBe(went);
    expect(`${window.location.pathname}${window.location.search}`).toBe(went);
    expect(screen.getByTestId('went')).toHaveTextContent('still here: false, went: false');
  });

  it('never drags back a customer who went Back meanwhile', async () => {
    const action = slowAction();
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/locations?mode=pickup');
    render(
      <BrowserRouter>
        <OrderFromHere action={action.done} />
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order from here' }));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await act(async () => action.settle());
    expect(where()).toBe('/');
  });
});
