import { lazy, Suspense, useMemo, useState } from 'react';
import { readSiteConfig } from '@qsr/shared-contracts';
import type { Coordinates } from '../geolocation/geolocation';
import { GoogleMap } from './GoogleMap';
import { mapCentre, type MapMarker, type MapPlacement } from './map-view';
import { useDesktop } from './use-desktop';
import './map.css';

/** The offline map and its geography code load with the first map, not with the route. */
const OfflineMap = lazy(() => import('./offline/OfflineMap'));

/**
 * The location-marker map (§2.9, §7.5): the maps service when a key is configured, else (the
 * embedded default) the offline map of the real geography, never a broken map.
 */
export function LocationMap({
  markers,
  placement,
  label,
  apart,
  you,
}: {
  markers: readonly MapMarker[];
  placement: MapPlacement;
  label: string;
  apart?: boolean;
  /** The customer's position, when they gave it (the offline map shows it). */
  you?: Coordinates;
}) {
  const apiKey = useMemo(() => readSiteConfig().mapsApiKey, []);
  const [failed, setFailed] = useState(false);
  const desktop = useDesktop();
  const centre = useMemo(
    () => mapCentre(markers, placement, desktop),
    [markers, placement, desktop],
  );
  if (!centre) return null;
  if (apiKey && !failed) {
    return (
      <GoogleMap
        apiKey={apiKey}
        markers={markers}
        centre={centre}
        label={label}
        onFail={() => setFailed(true)}
      />
    );
  }
  return (
    <Suspense fallback={<div className="locator-map-placeholder" data-placement={placement} />}>
      <OfflineMap markers={markers} placement={placement} label={label} apart={apart} you={you} />
    </Suspense>
  );
}
