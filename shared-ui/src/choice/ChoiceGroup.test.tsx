import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, CheckboxGroup, RadioGroup } from './ChoiceGroup';

const sauces = [
  { value: 'honey', label: 'Honey mustard' },
  { value: 'ranch', label: 'Ranch' },
];

describe('choice groups', () => {
  it('a radio group names its choices under its legend and reports the one picked', async () => {
    const onChange = jest.fn();
    render(<RadioGroup legend="Sauce" choices={sauces} value="honey" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Sauce' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Honey mustard' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Ranch' }));
    expect(onChange).toHaveBeenCalledWith('ranch');
  });

  it('a checkbox group adds and removes values', async () => {
    const onChange = jest.fn();
    render(
      <CheckboxGroup
        legend="Sauces"
        choices={sauces}
        values={['honey']}
        onChange={onChange}
        error="Pick at most one"
      />,
    );
    expect(screen.getByRole('group', { name: 'Sauces' })).toHaveAccessibleDescription(
      'Pick at most one',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ranch' }));
    expect(onChange).toHaveBeenLastCalledWith(['honey', 'ranch']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Honey mustard' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('a single checkbox reports its state', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Text me offers" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text me offers' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
