import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { components, type MultiValueProps } from 'react-select';
import {
  FAVOURITE_OPTIONS_MAX,
  menuIdFor,
  useChannel,
  useLocation,
  useRead,
} from '@qsr/shared-contracts';
import { NS } from '../strings';
import { selectStyles, type SelectOption as Option } from './select-styles';

/** Chosen favourites shown as chips before the rest is summed up ('and {n} other favs'). */
const CHIPS_SHOWN = 2;

function LimitedMultiValue(props: MultiValueProps<Option, true>) {
  const { t } = useTranslation(NS);
  const { index, selectProps } = props;
  const chosen = (selectProps.value as readonly Option[] | null) ?? [];
  if (index < CHIPS_SHOWN) return <components.MultiValue {...props} />;
  if (index > CHIPS_SHOWN) return null;
  return (
    <span className="mk-select-more">{t('otherFavs', { n: chosen.length - CHIPS_SHOWN })}</span>
  );
}

/** The favourites select of §2.12: the menu's items, at most 300 options, several choices. */
export function FavouriteSelect({
  inputId,
  value,
  invalid,
  describedBy,
  placeholder,
  onChange,
}: {
  inputId: string;
  value: string[];
  invalid: boolean;
  describedBy: string | undefined;
  placeholder: string;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation(NS);
  const menuId = menuIdFor(useChannel(), useLocation());
  const { data: menu, isLoading } = useRead('menu', [menuId], { revalidateOnFocus: false });
  const options = useMemo(() => {
    const names = new Set(
      menu?.categories.flatMap((category) => category.products.map((p) => p.name)),
    );
    return [...names].slice(0, FAVOURITE_OPTIONS_MAX).map((name) => ({ value: name, label: name }));
  }, [menu]);
  return (
    <Select<Option, true>
      inputId={inputId}
      isMulti
      options={options}
      isLoading={isLoading}
      value={value.map((name) => ({ value: name, label: name }))}
      onChange={(chosen) => onChange(chosen.map((option) => option.value))}
      components={{ MultiValue: LimitedMultiValue }}
      closeMenuOnSelect={false}
      placeholder={placeholder || t('chooseFavourites')}
      noOptionsMessage={() => t('noElementsFound')}
      loadingMessage={() => t('loading')}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      styles={selectStyles<true>()}
      classNamePrefix="mk-select"
    />
  );
}
