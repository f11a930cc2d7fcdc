import { useMemo, useState } from 'react';
import { readSiteConfig } from '@qsr/shared-contracts';
import { GoogleMap } from './GoogleMap';
import { MapFallback } from './MapFallback';
import { mapCentre, type MapMarker, type MapPlacement } from './map-view';
import { useDesktop } from './use-desktop';
import './map.css';

/**
 * The location-marker map (§2.9, §7.5): the maps service when a key is configured, else (the
 * embedded default) the accessible plot, never a broken map.
 */
export function LocationMap({
  markers,
  placement,
  label,
}: {
  markers: readonly MapMarker[];
  placement: MapPlacement;
  label: string;
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
  return <MapFallback markers={markers} label={label} />;
}
