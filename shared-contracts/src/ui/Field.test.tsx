import { fireEvent, render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('a labelled field', () => {
  it('ties its label, hint and error to the input', () => {
    const onChange = jest.fn();
    render(
      <Field
        prefix="co"
        label="Phone"
        hint="###-###-####"
        error="Enter a phone."
        value=""
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('###-###-#### Enter a phone.');
    fireEvent.change(input, { target: { value: '919' } });
    expect(onChange).toHaveBeenCalledWith('919');
  });

  it('is valid without an error', () => {
    render(<Field prefix="co" label="City" value="Raleigh" onChange={() => undefined} />);
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City').closest('.co-field')).not.toBeNull();
  });
});
