import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSource, Suggestion } from '@qsr/shared-contracts';
import { AddressCombobox } from './AddressCombobox';

const FAYETTEVILLE: Suggestion = {
  key: 'fayetteville',
  label: '123 Fayetteville St, Raleigh, NC 27601',
  choose: () => Promise.resolve(null),
};
const source: AddressSource = {
  suggest: (text) => Promise.resolve(text.startsWith('123') ? [FAYETTEVILLE] : []),
};

function Street({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AddressCombobox
      id="street"
      label="Street address"
      value={value}
      autoComplete="address-line1"
      source={source}
      language="en-US"
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      onChoose={(suggestion) => setValue(suggestion.label)}
    />
  );
}

/** A key typed the way a browser delivers it: the input's value, then its input event. */
function typeKey(input: HTMLInputElement, key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + key);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('AddressCombobox', () => {
  it('suggests for typed text and fills the chosen address', async () => {
    const user = userEvent.setup();
    render(<Street />);
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.type(street, '123 fay');
    await user.click(await screen.findByRole('option', { name: FAYETTEVILLE.label }));
    expect(street).toHaveValue(FAYETTEVILLE.label);
  });

  it('keeps every key of fast typing: the form has each one within its own key event', () => {
    // Outside act(), as in a browser: what React leaves for later stays for later.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const seen: string[] = [];
      render(<Street onChange={(value) => seen.push(value)} />);
      const street = screen.getByRole<HTMLInputElement>('combobox', { name: 'Street address' });
      // A slow phone: the next key comes before anything React schedules after the event.
      for (const key of '123 fay') typeKey(street, key);
      expect(street.value).toBe('123 fay');
      expect(seen).toEqual(['1', '12', '123', '123 ', '123 f', '123 fa', '123 fay']);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
        actEnvironment;
    }
  });
});
