import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { components, type MultiValueProps } from 'react-select';
import {
  FAVOURITE_OPTIONS_MAX,
  type FavouriteOption,
  type FavouritesSelectProps,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

/** Chosen favourites shown as chips before the rest are summed up in 'and {n} other favs'. */
export const FAVOURITES_SHOWN = 3;

function FavouriteChip(props: MultiValueProps<FavouriteOption, true>) {
  const { t } = useTranslation(NS);
  const { index, selectProps } = props;
  if (index < FAVOURITES_SHOWN) return <components.MultiValue {...props} />;
  if (index > FAVOURITES_SHOWN) return null;
  const count = (selectProps.value as readonly FavouriteOption[]).length - FAVOURITES_SHOWN;
  return <span className="lc-select-more">{t('otherFavs', { n: count })}</span>;
}

/** §2.12 the favourite item field of the marketing forms: at most 300 options. */
export function FavouritesSelect({
  inputId,
  name,
  value,
  onChange,
  options,
  invalid,
  describedBy,
}: FavouritesSelectProps) {
  const { t } = useTranslation(NS);
  const offered = useMemo(() => options.slice(0, FAVOURITE_OPTIONS_MAX), [options]);
  const selected = useMemo(
    () => offered.filter((option) => value.includes(option.value)),
    [offered, value],
  );
  return (
    <Select<FavouriteOption, true>
      isMulti
      inputId={inputId}
      name={name}
      classNamePrefix="lc-select"
      options={offered}
      value={selected}
      closeMenuOnSelect={false}
      components={{ MultiValue: FavouriteChip }}
      onChange={(chosen) => onChange(chosen.map((option) => option.value))}
      noOptionsMessage={() => t('noElementsFound')}
      placeholder={t('chooseFavourites')}
      aria-invalid={invalid}
      aria-errormessage={describedBy}
    />
  );
}
