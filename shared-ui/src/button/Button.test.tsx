import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is a primary, medium button that submits nothing unless asked', () => {
    render(<Button>Add to box</Button>);
    const button = screen.getByRole('button', { name: 'Add to box' });
    expect(button).toHaveClass('ui-button', 'ui-button--primary', 'ui-button--md');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('draws each variant and size', () => {
    render(
      <Button variant="danger" size="sm" block type="submit">
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveClass('ui-button--danger', 'ui-button--sm', 'ui-button--block');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('while loading, is busy and takes no second press', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lines a flush button up with its column: only that button loses its inline padding', () => {
    render(
      <>
        <Button variant="quiet" flush>
          Use my location
        </Button>
        <Button variant="quiet">Not now</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveClass(
      'ui-button--quiet',
      'ui-button--flush',
    );
    expect(screen.getByRole('button', { name: 'Not now' })).not.toHaveClass('ui-button--flush');
  });

  it('gives a link the same look', () => {
    expect(buttonClass({ variant: 'secondary', size: 'lg' })).toBe(
      'ui-button ui-button--secondary ui-button--lg',
    );
  });
});
