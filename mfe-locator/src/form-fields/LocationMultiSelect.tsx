import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';
import {
  LOCATION_OPTIONS_SHOWN,
  matchingOptions,
  useAppState,
  type LocationMultiSelectProps,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

interface Option {
  value: string;
  label: string;
}

/**
 * §2.12 the store select of the marketing forms: the §3 location list, searched as the
 * customer types, at most 20 options shown at a time.
 */
export function LocationMultiSelect({
  inputId,
  name,
  value,
  onChange,
  options,
  invalid,
  describedBy,
}: LocationMultiSelectProps) {
  const { t } = useTranslation(NS);
  const { locationList } = useAppState();
  const [input, setInput] = useState('');
  const all = useMemo<Option[]>(
    () =>
      (options ?? locationList).map((option) => ({
        value: option.key,
        label: `${option.value}, ${option.city}, ${option.state}`,
      })),
    [options, locationList],
  );
  const shown = useMemo(() => matchingOptions(all, input, LOCATION_OPTIONS_SHOWN), [all, input]);
  const selected = useMemo(
    () => all.filter((option) => value.includes(option.value)),
    [all, value],
  );

  return (
    <Select<Option, true>
      isMulti
      inputId={inputId}
      name={name}
      classNamePrefix="lc-select"
      options={shown}
      filterOption={null}
      value={selected}
      inputValue={input}
      onInputChange={(text) => setInput(text)}
      onChange={(chosen) => onChange(chosen.map((option) => option.value))}
      noOptionsMessage={() => t('noElementsFound')}
      placeholder={t('chooseLocations')}
      aria-invalid={invalid}
      aria-errormessage={describedBy}
    />
  );
}
