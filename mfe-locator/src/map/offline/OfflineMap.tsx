import { useEffect, useMemo, useRef, useState } from 'react';
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

/** The size where the browser has no ResizeObserver to tell it (tests' jsdom). */
const UNMEASURED = { width: 640, height: 420 };

type Size = { width: number; height: number };

/**
 * The map's size in CSS pixels, as its stylesheet lays it out (one unit of its drawing is one
 * pixel, so pins keep their size and their clustering distance on every screen); null until the
 * browser has laid the box out and said so. Nothing is drawn before: a first view at a guessed
 * size was drawn again at once, pins, geography and all, in the task that mounted the map.
 */
function useSize(box: React.RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(() =>
    typeof ResizeObserver === 'undefined' ? UNMEASURED : null,
  );
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer's first call comes after the browser's own layout: no layout forced here.
    const observer = new ResizeObserver(() => {
      const width = Math.max(200, Math.round(element.clientWidth));
      const height = Math.max(120, Math.round(element.clientHeight));
      setSize((last) =>
        last?.width === width && last.height === height ? last : { width, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * The view of the map at its size (fitted to the restaurants shown and the customer), and the
 * pins and clusters in it; none before the map has a size.
 */
function useView({
  markers,
  zoomedTo,
  you,
  size,
  apart,
}: {
  markers: readonly MapMarker[];
  zoomedTo: readonly MapMarker[] | null;
  you: Coordinates | undefined;
  size: Size | null;
  apart: boolean;
}) {
  const view = useMemo(() => {
    if (!size) return null;
    const shown = zoomedTo ?? markers;
    const withYou = you && !zoomedTo ? [...shown, { id: 'you', label: '', ...you }] : shown;
    return fitView(withYou, size.width, size.height, MARGIN);
  }, [zoomedTo, markers, you, size]);
  const index = useMemo(() => clusterIndex(markers, apart ? 0 : undefined), [markers, apart]);
  const points = useMemo(
    () =>
      view
        ? mapPoints(index, markers, view.zoom, view.projection).filter(
            ({ x, y }) => x >= 0 && x <= view.width && y >= 0 && y <= view.height,
          )
        : [],
    [index, markers, view],
  );
  return { view, points };
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
  const size = useSize(box);
  const [zoomedTo, setZoomedTo] = useState<readonly MapMarker[] | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    setZoomedTo(null);
    setOpened(null);
  }, [markers]);

  const { view, points } = useView({ markers, zoomedTo, you, size, apart });
  const youAt = you && view ? view.projection([you.lng, you.lat]) : null;

  // A few restaurants have room for their names on the map; more would cover it.
  const named = points.length <= NAMED_PINS && points.every((point) => point.kind === 'pin');
  const withCounties = (view?.zoom ?? 0) >= COUNTY_ZOOM;
  const { paths, drawing } = useMapGeography(view?.projection ?? null, withCounties);

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
        {view && (
          <MapDrawing
            paths={paths}
            projection={view.projection}
            width={view.width}
            height={view.height}
          />
        )}
        {youAt && (
          <span
            className="locator-map-pin-wrap locator-map-you"
            style={at({ x: youAt[0], y: youAt[1] })}
            role="img"
            aria-label={t('mapYou')}
          />
        )}
        {view &&
          points.map((point) => {
            const key = keyOf(point);
            const open = opened === key;
            const onToggle = () => setOpened(open ? null : key);
            return point.kind === 'cluster' ? (
              <ClusterButton
                key={key}
                point={point}
                width={view.width}
                height={view.height}
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
