import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its words, not by its icon, and does not submit a form', async () => {
    const onClick = jest.fn();
    render(
      <IconButton label="Close menu" onClick={onClick}>
        ×
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveClass('ui-icon-button');
    expect(button).toHaveAttribute('type', 'button');
    // The glyph is not read out after the name.
    expect(screen.getByText('×')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the focus from the keyboard and keeps the attributes it is given', async () => {
    render(
      <IconButton label="Open menu" aria-expanded={false} className="host-menu-toggle">
        <svg />
      </IconButton>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('ui-icon-button', 'host-menu-toggle');
  });
});
