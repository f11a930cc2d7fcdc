import { useCombobox } from 'downshift';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { AddressSource, Language, Suggestion } from '@qsr/shared-contracts';
import { FieldFrame } from '../field/FieldParts';
import { useFieldIds } from '../field/describe';
import { COMBOBOX_TEXTS, suggestionsCount } from './combobox-texts';
import { useAddressSuggestions } from './use-address-suggestions';

/**
 * The street address field as an ARIA 1.2 combobox (downshift): suggestions from `source` after a
 * pause in typing, arrow keys and Enter to choose one, Escape to close the list, their number
 * announced in `language`. Text typed without choosing stays the field's value, as in a plain
 * field. `note` says what the remote knows of a suggestion (who delivers there) under its text.
 */
export function AddressCombobox({
  id,
  label,
  hint,
  value,
  error,
  autoComplete,
  required,
  className,
  source,
  language,
  note,
  onChange,
  onChoose,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  error?: ReactNode;
  autoComplete: string;
  required?: boolean;
  className?: string;
  source: AddressSource;
  language: Language;
  note?: (suggestion: Suggestion) => ReactNode;
  onChange(value: string): void;
  onChoose(suggestion: Suggestion): void;
}) {
  // Only text the customer typed is completed: not a chosen address put back in the field.
  const [typed, setTyped] = useState(false);
  const suggestions = useAddressSuggestions(source, value, typed);
  const ids = useFieldIds(hint, error, id);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } =
    useCombobox<Suggestion>({
      items: suggestions,
      inputValue: value,
      selectedItem: null,
      inputId: ids.id,
      menuId: `${ids.id}-suggestions`,
      itemToString: (suggestion) => suggestion?.label ?? '',
      itemToKey: (suggestion: Suggestion | null) => suggestion?.key,
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setTyped(false);
        onChoose(selectedItem);
      },
    });
  const open = isOpen && suggestions.length > 0;

  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <div className="ui-combobox">
        <input
          type="text"
          className="ui-input"
          {...getInputProps({
            autoComplete,
            required,
            'aria-invalid': error ? true : undefined,
            // The typed text goes to the form within the key's own event. Downshift's
            // onInputValueChange comes after a render with the old text, which puts it back in
            // the field: a key typed before the form's next render (a slow phone) was lost.
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              setTyped(true);
              onChange(event.currentTarget.value);
            },
            'aria-describedby': ids.describedBy,
            // The field's own <label for> names it (downshift would point at a label id).
            'aria-labelledby': undefined,
          })}
          aria-expanded={open}
        />
        <ul
          className="ui-suggestions"
          hidden={!open}
          {...getMenuProps({ 'aria-label': COMBOBOX_TEXTS[language].listLabel })}
        >
          {open &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                className={`ui-suggestion${highlightedIndex === index ? ' ui-suggestion--active' : ''}`}
                {...getItemProps({ item: suggestion, index })}
              >
                <span className="ui-suggestion-label">{suggestion.label}</span>
                {note?.(suggestion)}
              </li>
            ))}
        </ul>
        <p className="ui-visually-hidden" role="status">
          {open ? suggestionsCount(suggestions.length, language) : ''}
        </p>
      </div>
    </FieldFrame>
  );
}
