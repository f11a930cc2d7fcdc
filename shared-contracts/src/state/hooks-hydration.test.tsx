// The seam between the server's state and the customer's: a hydrated component is drawn again
// only when what it read of the server's state is not the customer's.
import { TextEncoder } from 'node:util';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { anOrder } from '../testing/fixtures';
import { appState, createAppState } from './app-state';
import { hydrateFrom, useAppState, useOrder } from './hooks';

// React's server renderer encodes with the TextEncoder Node has and jsdom lacks.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });

const renders = { menu: 0, box: 0 };

function MenuToggle() {
  renders.menu += 1;
  return <p data-testid="menu">{useAppState().showMobileMenu ? 'open' : 'closed'}</p>;
}

function BoxCount() {
  renders.box += 1;
  return <p data-testid="box">{useOrder()?.products.length ?? 0} in the box</p>;
}

const page = () => (
  <>
    <MenuToggle />
    <BoxCount />
  </>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** The page as the server renders it for a new visitor, hydrated for a customer with a box. */
async function hydrated() {
  createAppState();
  const html = renderToString(page());
  document.body.innerHTML = `<div id="root">${html}</div>`;
  createAppState({ order: anOrder() });
  hydrateFrom({ channel: 'default', language: 'en-US' });
  Object.assign(renders, { menu: 0, box: 0 });
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(document.getElementById('root') as HTMLElement, page(), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

describe('the state after a server’s first screen', () => {
  it('draws again only what reads the customer’s own state, and it then follows changes', async () => {
    expect(await hydrated()).toEqual([]);
    expect(screen.getByTestId('box')).toHaveTextContent(`${anOrder().products.length} in the box`);
    expect(renders).toEqual({ menu: 1, box: 2 });

    // A component left on the server's state still follows what it read.
    await act(async () => {
      appState().showMobileMenu = true;
    });
    expect(screen.getByTestId('menu')).toHaveTextContent('open');
    expect(renders.menu).toBe(2);
    await act(async () => {
      appState().showMobileMenu = false;
    });
    expect(screen.getByTestId('menu')).toHaveTextContent('closed');
    expect(renders.menu).toBe(3);
  });

  it('reads the customer’s state in a render that is not a hydration', async () => {
    hydrateFrom({ channel: 'default', language: 'en-US' });
    appState().order = anOrder();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    Object.assign(renders, { menu: 0, box: 0 });
    await act(async () => root?.render(page()));
    expect(screen.getByTestId('box')).toHaveTextContent(`${anOrder().products.length} in the box`);
    // Drawn once: no loop between the server's state and the customer's.
    expect(renders).toEqual({ menu: 1, box: 1 });
  });
});
