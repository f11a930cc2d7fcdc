import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'react-select';

import {
  locationOptionLabel,
  toLocationOptions,
  visibleLocationOptions,
  type LocationListEntry,
} from '@qsr/shared-contracts';
import { useStoryData } from '../content/stories';
import { NS } from '../strings';
import { selectStyles, type SelectOption as Option } from './select-styles';

interface LocationsContent {
  locations?: LocationListEntry[];
}

/**
 * The store select of §2.1 / §2.12: the content system's locations (§3 Location list), at most
 * 20 shown at a time, with the spec's no-result text.
 */
export function StoreSelect({
  inputId,
  value,
  invalid,
  describedBy,
  placeholder,
  onChange,
}: {
  inputId: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { data, isLoading } = useStoryData<LocationsContent>('locations');
  const [input, setInput] = useState('');
  const all = useMemo(() => toLocationOptions(data?.locations ?? []), [data]);
  const options = useMemo(
    () =>
      visibleLocationOptions(all, input).map((option) => ({
        value: locationOptionLabel(option),
        label: locationOptionLabel(option),
      })),
    [all, input],
  );
  return (
    <Select<Option, false>
      inputId={inputId}
      options={options}
      filterOption={null}
      isClearable
      isLoading={isLoading}
      value={value ? { value, label: value } : null}
      inputValue={input}
      onInputChange={(next) => setInput(next)}
      onChange={(option) => onChange(option?.value ?? '')}
      placeholder={placeholder || t('chooseRestaurant')}
      noOptionsMessage={() => t('noElementsFound')}
      loadingMessage={() => t('loading')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      styles={selectStyles<false>()}
      classNamePrefix="mk-select"
    />
  );
}
