import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  it('offers its options under its label and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="State"
        value=""
        onChange={onChange}
        placeholder="Choose a state"
        options={[
          { value: 'GA', label: 'Georgia' },
          { value: 'TX', label: 'Texas' },
        ]}
        error="Choose a state"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, 'TX');
    expect(onChange).toHaveBeenCalledWith('TX');
  });
});
