/// <reference types="google.maps" />
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { configureGoogle } from '@qsr/shared-contracts';
import type { Coordinates } from '../geolocation/geolocation';
import { NS } from '../strings';
import { clusterName } from './cluster-names';
import { MAP_ZOOM, type MapMarker } from './map-view';
import { clusterIndex, mapPoints } from './offline/clusters';

/** The map's libraries, from the page's one Maps script. */
function mapsLibraries(apiKey: string) {
  const importLibrary = configureGoogle(apiKey);
  return Promise.all([importLibrary('maps'), importLibrary('marker')]);
}

/**
 * The maps service's marker map (§7.5), when a Maps key is configured, its markers clustered as
 * on the offline map (a cluster says how many restaurants it holds and their numbers in the list;
 * choosing it fits the map to them).
 */
export function GoogleMap({
  apiKey,
  markers,
  centre,
  label,
  onFail,
}: {
  apiKey: string;
  markers: readonly MapMarker[];
  centre: Coordinates;
  label: string;
  /** The script or the key failed: the caller shows the accessible map instead. */
  onFail(): void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const fail = useRef(onFail);
  fail.current = onFail;

  const { t } = useTranslation(NS);
  const index = useMemo(() => clusterIndex(markers), [markers]);

  useEffect(() => {
    let cancelled = false;
    let placed: google.maps.Marker[] = [];
    let listener: google.maps.MapsEventListener | null = null;
    mapsLibraries(apiKey)
      .then(([{ Map }, { Marker }]) => {
        if (cancelled || !element.current) return;
        const shown = (map.current ??= new Map(element.current, {
          zoom: MAP_ZOOM,
          center: centre,
        }));
        shown.setCenter(centre);
        const draw = () => {
          for (const marker of placed) marker.setMap(null);
          placed = mapPoints(index, markers, shown.getZoom() ?? MAP_ZOOM, (lngLat) => lngLat).map(
            (point) => {
              const position = { lat: point.y, lng: point.x };
              if (point.kind === 'pin') {
                return new Marker({
                  map: shown,
                  position,
                  title: `${point.number}. ${point.marker.label}`,
                  label: String(point.number),
                });
              }
              const cluster = new Marker({
                map: shown,
                position,
                title: clusterName(t, point.members, 'zoom'),
                // Not a bare count, which reads as a pin's number: '2 restaurants'.
                label: {
                  text: t('mapClusterBadge', { count: point.count }),
                  className: 'locator-google-cluster',
                },
              });
              cluster.addListener('click', () => {
                const lats = point.members.map(({ marker }) => marker.lat);
                const lngs = point.members.map(({ marker }) => marker.lng);
                shown.fitBounds({
                  north: Math.max(...lats),
                  south: Math.min(...lats),
                  east: Math.max(...lngs),
                  west: Math.min(...lngs),
                });
              });
              return cluster;
            },
          );
        };
        listener = shown.addListener('zoom_changed', draw);
        draw();
      })
      .catch((error: unknown) => {
        console.warn('The maps service could not load; showing the plain map', error);
        if (!cancelled) fail.current();
      });
    return () => {
      cancelled = true;
      listener?.remove();
      for (const marker of placed) marker.setMap(null);
    };
  }, [apiKey, markers, centre, index, t]);

  return <div ref={element} className="locator-google-map" role="region" aria-label={label} />;
}
