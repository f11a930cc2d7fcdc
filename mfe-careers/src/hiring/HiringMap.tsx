import { useExposedModule } from '@qsr/shared-contracts';
import { type HiringRestaurant } from '../search/job-search';

/**
 * Where the hiring restaurants are, on the locator's map (or its accessible plot when no maps
 * key is configured). The table beside it says the same, so if the locator cannot be loaded the
 * map is simply left out.
 */
export function HiringMap({
  restaurants,
  label,
}: {
  restaurants: HiringRestaurant[];
  label: string;
}) {
  const map = useExposedModule('locator', './location-map');
  if (map.status !== 'ready' || restaurants.length === 0) return null;
  const LocationMap = map.module.default;
  return (
    <div className="careers-map">
      <LocationMap
        placement="store"
        label={label}
        markers={restaurants.map(({ row }) => ({
          id: row['Franchise ID'],
          label: `${row['Street Address']}, ${row.City}, ${row.State}`,
          lat: row.Latitude,
          lng: row.Longitude,
        }))}
      />
    </div>
  );
}
