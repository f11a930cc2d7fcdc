import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, Drawer } from './Dialog';

function Opener({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
        title="Your box"
        actions={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <a href="/menu">Menu</a>
      </Overlay>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s', (kind) => {
  it('is a labelled modal that takes the focus and gives it back on Escape', async () => {
    render(<Opener kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Your box' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

it('an alert dialog stays open on a click beside it', async () => {
  const onClose = jest.fn();
  const { container } = render(
    <Dialog open role="alertdialog" onClose={onClose} title="Leave catering?">
      <p>Your box stays here.</p>
    </Dialog>,
  );
  await userEvent.click(container.querySelector('.ui-scrim') as HTMLElement);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('alertdialog', { name: 'Leave catering?' })).toBeInTheDocument();
});

it('a corner × is the last stop of the tab order and closes it', async () => {
  const onClose = jest.fn();
  render(
    <Drawer
      open
      onClose={onClose}
      title="Your Cart"
      closeLabel="Close cart"
      data-boundary="menuCart"
    >
      <a href="/menu">Menu</a>
    </Drawer>,
  );
  const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
  expect(drawer).toHaveAttribute('data-boundary', 'menuCart');
  expect(screen.getByRole('link', { name: 'Menu' })).toHaveFocus();
  await userEvent.tab();
  const close = screen.getByRole('button', { name: 'Close cart' });
  expect(close).toHaveFocus();
  await userEvent.click(close);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('content that heads itself names the dialog; a click beside it can be ignored', async () => {
  const onClose = jest.fn();
  const { container } = render(
    <Dialog
      open
      onClose={onClose}
      closeOnScrim={false}
      aria-labelledby="where"
      aria-describedby="why"
    >
      <h2 id="where">Where would you like to order from?</h2>
      <p id="why">Pick a restaurant.</p>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Where would you like to order from?' });
  expect(dialog).toHaveAccessibleDescription('Pick a restaurant.');
  expect(dialog.querySelectorAll('h2')).toHaveLength(1);
  await userEvent.click(container.querySelector('.ui-scrim') as HTMLElement);
  expect(onClose).not.toHaveBeenCalled();
});

it('a drawer comes from the side it is given', () => {
  render(
    <Drawer open onClose={() => {}} side="start" aria-label="Site menu">
      <a href="/menu">Menu</a>
    </Drawer>,
  );
  expect(screen.getByRole('dialog', { name: 'Site menu' })).toHaveClass('ui-drawer--start');
});
