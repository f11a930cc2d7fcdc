import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { components, type MultiValueProps } from 'react-select';
import { type FavouritesSelectProps } from '@qsr/shared-contracts';
import { FAVOURITE_OPTIONS_MAX } from './select-options';
import { NS } from '../strings';
import { MultiSelect } from './MultiSelect';
import type { SelectOption } from './select-options';

/** Chosen favourites shown as chips before the rest are summed up in 'and {n} other favs'. */
export const FAVOURITES_SHOWN = 3;

function FavouriteChip(props: MultiValueProps<SelectOption, true>) {
  const { t } = useTranslation(NS);
  const { index, selectProps } = props;
  if (index < FAVOURITES_SHOWN) return <components.MultiValue {...props} />;
  if (index > FAVOURITES_SHOWN) return null;
  const count = (selectProps.value as readonly SelectOption[]).length - FAVOURITES_SHOWN;
  return <span className="locator-select-more">{t('otherFavs', { n: count })}</span>;
}

/** §2.12 the favourite item field of the marketing forms: at most 300 options. */
export function FavouritesSelect({ options, ...field }: FavouritesSelectProps) {
  const { t } = useTranslation(NS);
  const offered = useMemo(() => options.slice(0, FAVOURITE_OPTIONS_MAX), [options]);
  return (
    <MultiSelect
      {...field}
      options={offered}
      closeMenuOnSelect={false}
      components={{ MultiValue: FavouriteChip }}
      placeholder={t('chooseFavourites')}
    />
  );
}
