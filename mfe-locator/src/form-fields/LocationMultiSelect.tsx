import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState, type LocationMultiSelectProps } from '@qsr/shared-contracts';
import { LOCATION_OPTIONS_SHOWN } from './select-options';
import { NS } from '../strings';
import { MultiSelect } from './MultiSelect';
import type { SelectOption } from './select-options';

/**
 * §2.12 the store select of the marketing forms: the §3 location list, searched as the
 * customer types, at most 20 options shown at a time.
 */
export function LocationMultiSelect({ options, ...field }: LocationMultiSelectProps) {
  const { t } = useTranslation(NS);
  const { locationList } = useAppState();
  const all = useMemo<SelectOption[]>(
    () =>
      (options ?? locationList).map((option) => ({
        value: option.key,
        label: `${option.value}, ${option.city}, ${option.state}`,
      })),
    [options, locationList],
  );
  return (
    <MultiSelect
      {...field}
      options={all}
      limit={LOCATION_OPTIONS_SHOWN}
      placeholder={t('chooseLocations')}
    />
  );
}
