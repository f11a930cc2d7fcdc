import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coordinates } from '../../geolocation/geolocation';
import { NS } from '../../strings';
import type { MapMarker, MapPlacement } from '../map-view';
import { clusterIndex, mapPoints } from './clusters';
import { at, keyOf, MARGIN } from './map-point';
import { MapDrawing } from './MapDrawing';
import { ClusterButton, PinButton } from './MapPointButton';
import { useMapGeography } from './use-map-geography';
import { COUNTY_ZOOM, fitView } from './view';
import './offline-map.css';

/** Up to this many restaurants in view, each pin shows its name. */
export const NAMED_PINS = 3;

/**
 * The map's size in CSS pixels, as its stylesheet lays it out (one unit of its drawing is one
 * pixel, so pins keep their size and their clustering distance on every screen).
 */
function useSize(box: React.RefObject<HTMLDivElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 640, height: 420 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setSize({
        width: Math.max(200, Math.round(element.clientWidth)),
        height: Math.max(120, Math.round(element.clientHeight)),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * The map without a maps key: the real geography (states, and counties when near), drawn
 * offline from us-atlas, fitted to the restaurants shown; their pins numbered as in the list
 * beside it, and clustered where they would overlap. Every pin and cluster is a button: a pin
 * shows its restaurant's name; a cluster says how many restaurants it holds and zooms in on
 * them, or lists them by their numbers when they are too near to come apart.
 */
export default function OfflineMap({
  markers,
  placement,
  label,
  apart = false,
  you,
}: {
  markers: readonly MapMarker[];
  placement: MapPlacement;
  label: string;
  apart?: boolean;
  /** The customer's position, when they gave it: shown, and kept in view with the restaurants. */
  you?: Coordinates;
}) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const [zoomedTo, setZoomedTo] = useState<readonly MapMarker[] | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    setZoomedTo(null);
    setOpened(null);
  }, [markers]);

  const view = useMemo(() => {
    const shown = zoomedTo ?? markers;
    const withYou = you && !zoomedTo ? [...shown, { id: 'you', label: '', ...you }] : shown;
    return fitView(withYou, width, height, MARGIN);
  }, [zoomedTo, markers, you, width, height]);
  const youAt = you ? view.projection([you.lng, you.lat]) : null;
  const index = useMemo(() => clusterIndex(markers, apart ? 0 : undefined), [markers, apart]);
  const points = useMemo(
    () =>
      mapPoints(index, markers, view.zoom, view.projection).filter(
        ({ x, y }) => x >= 0 && x <= width && y >= 0 && y <= height,
      ),
    [index, markers, view, width, height],
  );

  // A few restaurants have room for their names on the map; more would cover it.
  const named = points.length <= NAMED_PINS && points.every((point) => point.kind === 'pin');
  const withCounties = view.zoom >= COUNTY_ZOOM;
  const { paths, drawing } = useMapGeography(view.projection, withCounties);

  // After a zoom the activated cluster is gone: the focus goes to the first pin of the new view.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    box.current?.querySelector<HTMLButtonElement>('.locator-map-point')?.focus();
  }, [points]);

  const zoomTo = (members: readonly MapMarker[] | null) => {
    moveFocus.current = true;
    setOpened(null);
    setZoomedTo(members);
  };

  return (
    <figure className="locator-offline-map">
      <div
        ref={box}
        className="locator-offline-map-box"
        data-placement={placement}
        role="group"
        aria-busy={drawing}
        aria-label={`${label}: ${t('mapSummary', { count: markers.length })}`}
      >
        <MapDrawing paths={paths} projection={view.projection} width={width} height={height} />
        {youAt && (
          <span
            className="locator-map-pin-wrap locator-map-you"
            style={at({ x: youAt[0], y: youAt[1] })}
            role="img"
            aria-label={t('mapYou')}
          />
        )}
        {points.map((point) => {
          const key = keyOf(point);
          const open = opened === key;
          const onToggle = () => setOpened(open ? null : key);
          return point.kind === 'cluster' ? (
            <ClusterButton
              key={key}
              point={point}
              width={width}
              height={height}
              open={open}
              onToggle={onToggle}
              onZoom={zoomTo}
            />
          ) : (
            <PinButton key={key} point={point} open={open} named={named} onToggle={onToggle} />
          );
        })}
        {zoomedTo && (
          <button type="button" className="locator-map-show-all" onClick={() => zoomTo(null)}>
            {t('mapShowAll')}
          </button>
        )}
      </div>
      <figcaption>{t('mapCaption')}</figcaption>
    </figure>
  );
}
