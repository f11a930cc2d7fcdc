import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('takes the focus on a failed submit and links each error to its field', async () => {
    const { rerender } = render(
      <>
        <ErrorSummary title="Check 1 field" errors={[]} attempt={0} />
        <input id="phone" aria-label="Phone" />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <>
        <ErrorSummary
          title="Check 1 field"
          errors={[{ fieldId: 'phone', message: 'Enter a phone number' }]}
          attempt={1}
        />
        <input id="phone" aria-label="Phone" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter a phone number' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
  });
});
