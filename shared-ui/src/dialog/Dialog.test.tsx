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
