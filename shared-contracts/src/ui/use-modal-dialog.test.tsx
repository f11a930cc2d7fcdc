import { fireEvent, render, screen } from '@testing-library/react';
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
