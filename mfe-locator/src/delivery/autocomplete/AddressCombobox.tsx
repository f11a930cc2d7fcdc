import { useCombobox } from 'downshift';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from '@qsr/shared-ui';
import { NS } from '../../strings';
import type { AddressSource, Suggestion } from './address-source';
import { useAddressSuggestions } from './use-address-suggestions';
import './autocomplete.css';

/** Under each suggestion the ordering API made: who delivers there, or that nobody does. */
function DeliveryNote({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation(NS);
  const { restaurants } = suggestion;
  if (!restaurants) return null;
  const first = restaurants[0];
  return (
    <span className={`locator-suggestion-note${first ? '' : ' locator-suggestion-note--outside'}`}>
      {first ? t('suggestionDelivers', { name: first.name }) : t('suggestionOutside')}
    </span>
  );
}

/**
 * The street address field as an ARIA 1.2 combobox (downshift): suggestions after a pause in
 * typing, arrow keys and Enter to choose one, Escape to close the list, their number announced.
 * Text typed without choosing stays the field's value, as in a plain field.
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
  onChange(value: string): void;
  onChoose(suggestion: Suggestion): void;
}) {
  const { t } = useTranslation(NS);
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
      onInputValueChange: ({ inputValue, type }) => {
        if (type !== useCombobox.stateChangeTypes.InputChange) return;
        setTyped(true);
        onChange(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setTyped(false);
        onChoose(selectedItem);
      },
    });
  const open = isOpen && suggestions.length > 0;

  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <div className="locator-combobox">
        <input
          type="text"
          className="ui-input"
          {...getInputProps({
            autoComplete,
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': ids.describedBy,
            // The field's own <label for> names it (downshift would point at a label id).
            'aria-labelledby': undefined,
          })}
          aria-expanded={open}
        />
        <ul
          className="locator-suggestions"
          hidden={!open}
          {...getMenuProps({ 'aria-label': t('suggestionsLabel') })}
        >
          {open &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                className={`locator-suggestion${highlightedIndex === index ? ' locator-suggestion--active' : ''}`}
                {...getItemProps({ item: suggestion, index })}
              >
                <span className="locator-suggestion-label">{suggestion.label}</span>
                <DeliveryNote suggestion={suggestion} />
              </li>
            ))}
        </ul>
        <p className="ui-visually-hidden" role="status">
          {open ? t('suggestionsCount', { count: suggestions.length }) : ''}
        </p>
      </div>
    </FieldFrame>
  );
}
