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

  it('links an error of a group of choices to its chosen choice, else its first', async () => {
    const group = (checked: boolean) => (
      <fieldset id="time">
        <legend>When?</legend>
        <input type="radio" name="t" aria-label="Now" disabled />
        <input type="radio" name="t" aria-label="Soon" />
        <input type="radio" name="t" aria-label="Later" checked={checked} readOnly />
      </fieldset>
    );
    const errors = [{ fieldId: 'time', message: 'Choose a time' }];
    const { rerender } = render(
      <>
        <ErrorSummary title="Check 1 field" errors={errors} attempt={1} />
        {group(true)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Choose a time' }));
    expect(screen.getByRole('radio', { name: 'Later' })).toHaveFocus();
    rerender(
      <>
        <ErrorSummary title="Check 1 field" errors={errors} attempt={1} />
        {group(false)}
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Choose a time' }));
    expect(screen.getByRole('radio', { name: 'Soon' })).toHaveFocus();
  });
});
