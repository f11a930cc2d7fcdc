import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryNotice } from './RetryNotice';

describe('RetryNotice', () => {
  it('says what is missing as an alert, and its button loads it again', async () => {
    const onRetry = jest.fn();
    render(
      <RetryNotice
        message="Your orders could not be loaded."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits its turn when the customer can go on without it', () => {
    render(
      <RetryNotice
        tone="warning"
        message="Saved cards could not be loaded."
        retryLabel="Try again"
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveClass('ui-notice--warning');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
