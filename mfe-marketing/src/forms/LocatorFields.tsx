import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  menuIdFor,
  productsOf,
  useChannel,
  useExposedModule,
  useRestaurant,
  useRead,
} from '@qsr/shared-contracts';
import { Skeleton, SkeletonRegion } from '@qsr/shared-ui';
import { useStoryData } from '../content/stories';
import { NS } from '../strings';
import { toLocationOptions, type LocationListEntry } from './location-list';

interface FieldProps {
  inputId: string;
  name: string;
  /** The field's label, for the spoken "Loading" while the locator's field is on its way. */
  label: string;
  value: string[];
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string[]) => void;
}

/**
 * While the locator's field loads: the shape of its empty control, the same height, so nothing
 * moves when it comes; busy, and saying so, for a screen reader.
 */
function LoadingField({ label }: { label: string }) {
  const { t } = useTranslation(NS);
  return (
    <SkeletonRegion label={t('loadingField', { field: label })}>
      <Skeleton shape="pill" className="ui-skeleton-input" />
    </SkeletonRegion>
  );
}

/**
 * If the locator's fields cannot load (rule 5), a plain text box keeps the form usable: what is
 * typed is sent as the one value.
 */
function PlainField({ inputId, name, value, invalid, describedBy, onChange }: FieldProps) {
  return (
    <input
      type="text"
      id={inputId}
      name={name}
      className="ui-input"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value.join(', ')}
      onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
    />
  );
}

/**
 * The store select (§2.1, §2.12): the locator's location multiselect, over the content system's
 * location list (§3).
 */
export function StoreField({ label, ...props }: FieldProps) {
  const fields = useExposedModule('locator', './form-fields');
  const { data } = useStoryData<{ locations?: LocationListEntry[] }>('locations');
  const options = useMemo(() => toLocationOptions(data?.locations ?? []), [data]);
  if (fields.status === 'loading') return <LoadingField label={label} />;
  if (fields.status !== 'ready') return <PlainField label={label} {...props} />;
  const { LocationMultiSelect } = fields.module;
  return <LocationMultiSelect {...props} options={options} />;
}

/** The favourite item select (§2.1, §2.12): the locator's favourites select over the menu. */
export function FavouriteField({ label, ...props }: FieldProps) {
  const fields = useExposedModule('locator', './form-fields');
  const menuId = menuIdFor(useChannel(), useRestaurant());
  const { data: menu } = useRead('menu', [menuId], { revalidateOnFocus: false });
  const options = useMemo(() => {
    const names = new Set(productsOf(menu).map((product) => product.name));
    return [...names].map((name) => ({ value: name, label: name }));
  }, [menu]);
  if (fields.status === 'loading') return <LoadingField label={label} />;
  if (fields.status !== 'ready') return <PlainField label={label} {...props} />;
  const { FavouritesSelect } = fields.module;
  return <FavouritesSelect {...props} options={options} />;
}
