import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '../field/Field';
import { ErrorSummary } from './ErrorSummary';
import { useErrorSummary } from './use-error-summary';

function NameForm({ onSend }: { onSend: () => void }) {
  const [name, setName] = useState('');
  const form = useErrorSummary();
  const errors = name ? [] : [{ fieldId: 'name', message: 'Enter your name' }];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check(errors)) onSend();
      }}
    >
      <ErrorSummary title="Fix these" errors={form.tried ? errors : []} attempt={form.attempt} />
      <Field
        id="name"
        label="Name"
        value={name}
        onChange={setName}
        error={form.tried && errors[0]?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

it('shows no error before a submit, then the summary (focused) and the field error', async () => {
  const sent = jest.fn();
  render(<NameForm onSend={sent} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).not.toHaveBeenCalled();
  const summary = screen.getByRole('alert');
  expect(summary).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name');
  // The summary's link takes the customer to the field.
  await userEvent.click(screen.getByRole('link', { name: 'Enter your name' }));
  expect(screen.getByLabelText('Name')).toHaveFocus();
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveBeenCalledTimes(1);
});

it('takes the focus back to the summary on each failed submit', async () => {
  render(<NameForm onSend={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(screen.getByRole('link', { name: 'Enter your name' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('never takes the focus from a field the customer is retyping, only on a submit', async () => {
  render(<NameForm onSend={jest.fn()} />);
  const name = screen.getByLabelText('Name');
  // A submit that went through (the server may still refuse it), then the field is retyped.
  await userEvent.type(name, 'Ana');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.clear(name);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(name).toHaveFocus();
  await userEvent.type(name, 'Bea');
  expect(name).toHaveValue('Bea');
  // And after a failed submit, a field fixed and emptied again keeps the focus too.
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(screen.getByRole('link', { name: 'Enter your name' }));
  await userEvent.type(name, 'C');
  await userEvent.clear(name);
  expect(name).toHaveFocus();
});
