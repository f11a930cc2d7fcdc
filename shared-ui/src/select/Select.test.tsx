import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '../field/Field';
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

  it('draws its label, required mark, hint and error exactly as a Field does', () => {
    const shape = (root: HTMLElement) =>
      [...root.querySelectorAll('*')]
        .filter((node) => !['INPUT', 'SELECT', 'OPTION'].includes(node.tagName))
        .map((node) => `${node.tagName}.${node.className}:${node.textContent}`);
    const help = { hint: 'Where we deliver', error: 'Choose a state', requiredMark: true };
    const field = render(<Field label="State" value="" onChange={() => {}} {...help} />);
    const select = render(
      <Select label="State" value="" onChange={() => {}} options={[]} {...help} />,
    );
    expect(shape(select.container)).toEqual(shape(field.container));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Where we deliver Choose a state',
    );
  });
});
