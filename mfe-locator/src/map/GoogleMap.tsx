/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { Coordinates } from '../geolocation/geolocation';
import { MAP_ZOOM, type MapMarker } from './map-view';

let configuredKey: string | null = null;

/** The Maps script is configured once per page; its libraries load on first use. */
function mapsLibraries(apiKey: string) {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  return Promise.all([importLibrary('maps'), importLibrary('marker')]);
}

/** The maps service's marker map (§7.5), when a Maps key is configured. */
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

  useEffect(() => {
    let cancelled = false;
    const placed: google.maps.Marker[] = [];
    mapsLibraries(apiKey)
      .then(([{ Map }, { Marker }]) => {
        if (cancelled || !element.current) return;
        map.current ??= new Map(element.current, { zoom: MAP_ZOOM, center: centre });
        map.current.setCenter(centre);
        for (const marker of markers) {
          placed.push(
            new Marker({
              map: map.current,
              position: { lat: marker.lat, lng: marker.lng },
              title: marker.label,
            }),
          );
        }
      })
      .catch((error: unknown) => {
        console.warn('The maps service could not load; showing the plain map', error);
        if (!cancelled) fail.current();
      });
    return () => {
      cancelled = true;
      for (const marker of placed) marker.setMap(null);
    };
  }, [apiKey, markers, centre]);

  return <div ref={element} className="locator-google-map" role="region" aria-label={label} />;
}
