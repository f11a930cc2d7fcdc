import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field';

function Phone() {
  const [value, setValue] = useState('');
  return <Field label="Phone" value={value} onChange={setValue} mask="phone" />;
}

describe('Field', () => {
  it('ties its label, hint and error to the input', () => {
    render(
      <Field
        label="Email"
        value=""
        onChange={() => {}}
        hint="We send the receipt here"
        error="Enter an email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Enter an email');
  });

  it('is valid and undescribed with neither hint nor error', () => {
    render(<Field label="Name" value="Ana" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a masked value in its shape as the customer types', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });
});

describe('Field with a button on its row', () => {
  it('keeps the button beside the input and announces an error that arrives', () => {
    render(
      <form>
        <Field
          label="Promo code"
          value="SAVE"
          onChange={() => {}}
          error="Invalid promo code."
          liveError
          addon={<button type="submit">Apply</button>}
        />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    expect(input.nextElementSibling).toBe(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid promo code.');
    expect(input).toHaveAccessibleDescription('Invalid promo code.');
  });
});
