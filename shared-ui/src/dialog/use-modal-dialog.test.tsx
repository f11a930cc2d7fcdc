import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useModalDialog } from './use-modal-dialog';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog<HTMLDivElement>(true, onClose);
  return (
    <div ref={ref} role="dialog">
      <button type="button">first</button>
      <button type="button">last</button>
    </div>
  );
}

describe('§2.9 dialog keyboard behaviour', () => {
  it('focuses the first control, traps Tab and closes on Escape', () => {
    const onClose = jest.fn();
    render(<Dialog onClose={onClose} />);
    const first = screen.getByText('first');
    const last = screen.getByText('last');
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

/** A page whose button, like 'Review order', is disabled while it works and then opens a dialog. */
function Page() {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setBusy(true)}>
        Review order
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        other
      </button>
      <button type="button" data-testid="done" onClick={() => (setBusy(false), setOpen(true))} />
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('focus returns to what opened the dialog', () => {
  it('on Escape, to the opener', () => {
    render(<Page />);
    const other = screen.getByText('other');
    other.focus();
    fireEvent.click(other);
    expect(screen.getByText('first')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(other).toHaveFocus();
  });

  it('even when the opener was disabled while the page worked, and the focus fell to the body', () => {
    render(<Page />);
    const review = screen.getByText('Review order');
    review.focus();
    // The button is disabled while the page works, and loses the focus, as in a browser.
    act(() => review.blur());
    fireEvent.click(review);
    expect(review).toBeDisabled();
    expect(document.body).toHaveFocus();
    fireEvent.click(screen.getByTestId('done'));
    expect(screen.getByText('first')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(review).toHaveFocus();
  });

  it('not when the page moved the focus on as the dialog closed (a notice it shows)', () => {
    render(<Page />);
    const other = screen.getByText('other');
    other.focus();
    fireEvent.click(other);
    const notice = screen.getByTestId('done');
    // The dialog's own button hands the focus on, then the dialog closes.
    act(() => notice.focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(notice).toHaveFocus();
  });
});
