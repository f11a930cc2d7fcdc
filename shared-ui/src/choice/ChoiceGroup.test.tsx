import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, CheckboxGroup, ChoiceFieldset, RadioGroup } from './ChoiceGroup';

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

describe('a group a page finds by its id', () => {
  it('gives its id to the fieldset and its error, and draws its look', () => {
    render(
      <RadioGroup
        id="option-7"
        look="tiles"
        legend="Side"
        choices={sauces}
        value=""
        onChange={() => {}}
        error="Choose 1"
      />,
    );
    const group = screen.getByRole('group', { name: 'Side' });
    expect(group).toHaveAttribute('id', 'option-7');
    expect(group).toHaveClass('ui-choice-group--tiles');
    expect(group).toHaveAccessibleDescription('Choose 1');
    expect(document.getElementById('option-7-error')).toHaveTextContent('Choose 1');
  });

  it('a ChoiceFieldset frames choices a team draws, with the same legend and error', () => {
    render(
      <ChoiceFieldset legend="Dipping sauces" look="panel" error="Choose up to 2">
        <button type="button">One more Ranch</button>
      </ChoiceFieldset>,
    );
    const group = screen.getByRole('group', { name: 'Dipping sauces' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'One more Ranch' }));
    expect(group).toHaveAccessibleDescription('Choose up to 2');
  });
});

it('chips under a hidden legend: the legend still names the group; disabled while busy', () => {
  render(
    <RadioGroup
      look="chips"
      hideLegend
      disabled
      busy
      legend="Tip"
      choices={sauces}
      value="ranch"
      onChange={() => {}}
    />,
  );
  const group = screen.getByRole('group', { name: 'Tip' });
  expect(group).toHaveAttribute('aria-busy', 'true');
  expect(group.querySelector('legend')).toHaveClass('ui-visually-hidden');
  expect(screen.getByRole('radio', { name: 'Ranch' })).toBeDisabled();
});

it('a single checkbox is off while its change is saved and names what explains it', () => {
  render(
    <>
      <Checkbox label="Round up" checked={false} onChange={() => {}} disabled describedBy="why" />
      <p id="why">Could not add the round-up.</p>
    </>,
  );
  const box = screen.getByRole('checkbox', { name: 'Round up' });
  expect(box).toBeDisabled();
  expect(box).toHaveAccessibleDescription('Could not add the round-up.');
});

it('a checkbox that must be ticked shows its error under it, tied to the box', () => {
  render(
    <Checkbox
      id="consent"
      label="I agree to the terms"
      checked={false}
      onChange={() => undefined}
      required
      error="Please tick this box."
    />,
  );
  const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
  expect(box).toHaveAttribute('id', 'consent');
  expect(box).toBeRequired();
  expect(box).toBeInvalid();
  expect(box).toHaveAccessibleDescription('Please tick this box.');
});
