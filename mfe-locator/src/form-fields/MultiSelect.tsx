import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { type Props } from 'react-select';
import type { FavouriteOption, LocationMultiSelectProps } from '@qsr/shared-contracts';
import { NS } from '../strings';

/** A choice of a form field: its value and what the customer reads. */
export type SelectOption = FavouriteOption;

type SelectProps = Props<SelectOption, true>;

/** react-select's grey placeholder reads at 3.95:1 on white: the site's soft ink instead (WCAG 1.4.3). */
const STYLES: SelectProps['styles'] = {
  placeholder: (base) => ({ ...base, color: 'var(--ui-color-ink-soft)' }),
};

/**
 * What the form fields share: a controlled multi-select with the §2.12 no-result text,
 * labelled by the form's own `<label htmlFor={inputId}>`. `options` are those offered now;
 * `all` those a chosen value may be (the offered ones unless given).
 */
export function MultiSelect({
  value,
  onChange,
  invalid,
  describedBy,
  options,
  all = options,
  ...select
}: Omit<LocationMultiSelectProps, 'options'> & {
  options: SelectOption[];
  all?: SelectOption[];
  placeholder: string;
} & Pick<
    SelectProps,
    'filterOption' | 'inputValue' | 'onInputChange' | 'components' | 'closeMenuOnSelect'
  >) {
  const { t } = useTranslation(NS);
  const chosen = useMemo(() => all.filter((option) => value.includes(option.value)), [all, value]);
  return (
    <Select<SelectOption, true>
      {...select}
      isMulti
      classNamePrefix="locator-select"
      styles={STYLES}
      options={options}
      value={chosen}
      onChange={(next) => onChange(next.map((option) => option.value))}
      noOptionsMessage={() => t('noElementsFound')}
      aria-invalid={invalid}
      aria-errormessage={describedBy}
    />
  );
}
