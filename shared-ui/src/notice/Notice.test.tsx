import { render, screen } from '@testing-library/react';
import { Notice } from './Notice';

describe('Notice', () => {
  it('interrupts for a danger', () => {
    render(
      <Notice tone="danger" title="Payment declined">
        Try another card.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment declinedTry another card.');
  });

  it('waits its turn otherwise, and can be silent', () => {
    const { rerender } = render(<Notice tone="warning">Catering needs $150</Notice>);
    expect(screen.getByRole('status')).toHaveClass('ui-notice--warning');
    rerender(<Notice live={false}>Closed today</Notice>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
