import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { type GroupBase, type Props } from 'react-select';
import type { LocationMultiSelectProps } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { matchingOptions, type SelectOption } from './select-options';
import { selectLiveMessages, selectResultsStatus } from './select-live-messages';
import './form-fields.css';

type SelectProps = Props<SelectOption, true, GroupBase<SelectOption>>;

/** The one choice offered when a search finds nothing: it clears the search, it is no value. */
const CLEAR_SEARCH = '\u0000clear-search';

/**
 * The control drawn as the site's fields are (shared-ui: 44 px, a 2 px border, the focus ring);
 * react-select's grey placeholder reads at 3.95:1 on white: the site's soft ink (WCAG 1.4.3).
 */
function styles(invalid: boolean): SelectProps['styles'] {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 'var(--ui-control-md)',
      borderWidth: 2,
      borderColor: invalid ? 'var(--ui-color-danger)' : 'var(--ui-color-line-strong)',
      borderRadius: 'var(--ui-radius-sm)',
      background: 'var(--ui-color-surface)',
      boxShadow: state.isFocused ? '0 0 0 2px var(--ui-color-focus-halo)' : 'none',
      outline: state.isFocused ? '3px solid var(--ui-color-focus)' : 'none',
      outlineOffset: 2,
      '&:hover': { borderColor: invalid ? 'var(--ui-color-danger)' : 'var(--ui-color-ink)' },
    }),
    placeholder: (base) => ({ ...base, color: 'var(--ui-color-ink-soft)' }),
    // The search's next step reads as an action, as a quiet button does.
    option: (base, { data }) =>
      data.value === CLEAR_SEARCH
        ? {
            ...base,
            color: 'var(--ui-color-brand)',
            fontWeight: 'var(--ui-weight-bold)',
            textDecoration: 'underline',
          }
        : base,
    groupHeading: (base) => ({
      ...base,
      color: 'var(--ui-color-ink)',
      fontSize: 'inherit',
      fontWeight: 'inherit',
      textTransform: 'none',
    }),
  };
}

/**
 * What the form fields share: a controlled multi-select that narrows its options as the customer
 * types (every typed word, in any order; at most `limit` shown), labelled by the form's own
 * `<label htmlFor={inputId}>`. A search that finds nothing says so in the §2.12 words and offers
 * the next step: one choice, 'Clear the search', reached like any option (arrows and Enter, a
 * tap), which brings every option back. `all` are those a chosen value may be (the offered ones
 * unless given).
 */
export function MultiSelect({
  value,
  onChange,
  invalid,
  describedBy,
  options,
  all = options,
  limit = Infinity,
  closeMenuOnSelect = true,
  ...select
}: Omit<LocationMultiSelectProps, 'options'> & {
  options: SelectOption[];
  all?: SelectOption[];
  /** At most this many options shown at a time (§2.12: 20 restaurants). */
  limit?: number;
  placeholder: string;
} & Pick<SelectProps, 'components' | 'closeMenuOnSelect'>) {
  const { t } = useTranslation(NS);
  const [input, setInput] = useState('');
  const chosen = useMemo(() => all.filter((option) => value.includes(option.value)), [all, value]);
  const shown = useMemo(() => matchingOptions(options, input, limit), [options, input, limit]);
  const nothingFound = input.trim() !== '' && shown.length === 0;
  const offered = useMemo<SelectProps['options']>(
    () =>
      nothingFound
        ? [
            {
              label: t('noElementsFound'),
              options: [{ value: CLEAR_SEARCH, label: t('clearSearch') }],
            },
          ]
        : shown,
    [nothingFound, shown, t],
  );
  const liveMessages = useMemo(() => selectLiveMessages(t, nothingFound), [t, nothingFound]);
  const resultsStatus = useMemo(() => selectResultsStatus(t), [t]);
  return (
    <Select<SelectOption, true>
      {...select}
      isMulti
      classNamePrefix="locator-select"
      styles={styles(invalid === true)}
      // The options' highlight in the channel's colours, not react-select's blue.
      theme={(theme) => ({
        ...theme,
        colors: {
          ...theme.colors,
          primary: 'var(--ui-color-brand)',
          primary25: 'var(--ui-color-brand-tint)',
          primary50: 'var(--ui-color-brand-tint)',
        },
      })}
      options={offered}
      filterOption={null}
      inputValue={input}
      onInputChange={(text) => setInput(text)}
      // Clearing the search keeps the menu open on every option, and the caret (a phone's
      // keyboard) in the search.
      closeMenuOnSelect={closeMenuOnSelect && !nothingFound}
      blurInputOnSelect={nothingFound ? false : undefined}
      value={chosen}
      onChange={(next, action) => {
        if (action.option?.value === CLEAR_SEARCH) return;
        onChange(next.map((option) => option.value));
      }}
      noOptionsMessage={() => t('noElementsFound')}
      ariaLiveMessages={liveMessages}
      screenReaderStatus={resultsStatus}
      aria-invalid={invalid}
      aria-errormessage={describedBy}
    />
  );
}
