import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../strings';
import type { MapMarker, MapPlacement } from '../map-view';
import { clusterName } from '../cluster-names';
import { clusterIndex, mapPoints, type MapPoint } from './clusters';
import type { GeographyPaths } from './geography';
import { drawMap } from './geography-drawer';
import { COUNTY_ZOOM, fitView } from './view';
import './offline-map.css';

/** Room around the restaurants, so a pin is never cut by the edge. */
const MARGIN = 28;

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

/** Where a pin or cluster sits (a transform: the one inline style the site's markup allows). */
const at = (point: MapPoint) => ({
  transform: `translate(${point.x.toFixed(1)}px, ${point.y.toFixed(1)}px) translate(-50%, -50%)`,
});

const keyOf = (point: MapPoint) =>
  point.kind === 'pin' ? `pin-${point.marker.id}` : `cluster-${point.id}`;

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
}: {
  markers: readonly MapMarker[];
  placement: MapPlacement;
  label: string;
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

  const view = useMemo(
    () => fitView(zoomedTo ?? markers, width, height, MARGIN),
    [zoomedTo, markers, width, height],
  );
  const index = useMemo(() => clusterIndex(markers), [markers]);
  const points = useMemo(
    () =>
      mapPoints(index, markers, view.zoom, view.projection).filter(
        ({ x, y }) => x >= 0 && x <= width && y >= 0 && y <= height,
      ),
    [index, markers, view, width, height],
  );

  const withCounties = view.zoom >= COUNTY_ZOOM;
  // Until a new view's paths come, the last view's stay (as a tiled map keeps its old tiles).
  const [paths, setPaths] = useState<GeographyPaths | null>(null);
  useEffect(() => {
    let live = true;
    drawMap(view.projection, withCounties)
      .then((drawn) => live && setPaths(drawn))
      // Without its geography the map still shows its pins on the plain ground.
      .catch((error: unknown) => console.warn('The map could not load its geography', error));
    return () => {
      live = false;
    };
  }, [view, withCounties]);

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
        aria-label={`${label}: ${t('mapSummary', { count: markers.length })}`}
      >
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
        >
          <rect width={width} height={height} className="locator-map-water" />
          {paths && (
            <>
              <path d={paths.land} className="locator-map-land" />
              {paths.counties && <path d={paths.counties} className="locator-map-county" />}
              {paths.states && <path d={paths.states} className="locator-map-state" />}
            </>
          )}
        </svg>
        {points.map((point) => {
          const key = keyOf(point);
          const style = at(point);
          const open = opened === key;
          if (point.kind === 'cluster') {
            const members = point.members.map(({ marker }) => marker);
            // Restaurants too near to come apart in any view of this map are listed instead.
            const action =
              Math.floor(fitView(members, width, height, MARGIN).zoom) >= point.expandsAt
                ? 'zoom'
                : 'list';
            const listId = `locator-map-${key}`;
            return (
              <span key={key} className="locator-map-pin-wrap" style={style}>
                <button
                  type="button"
                  className="locator-map-point locator-map-cluster"
                  aria-label={clusterName(t, point.members, action)}
                  aria-expanded={action === 'list' ? open : undefined}
                  aria-controls={action === 'list' && open ? listId : undefined}
                  onClick={() =>
                    action === 'zoom' ? zoomTo(members) : setOpened(open ? null : key)
                  }
                >
                  <span className="locator-map-cluster-count">{point.count}</span>
                  <span className="locator-map-cluster-word">
                    {t('mapClusterWord', { count: point.count })}
                  </span>
                </button>
                {open && (
                  <ul id={listId} className="locator-map-callout locator-map-cluster-list">
                    {point.members.map(({ marker, number }) => (
                      <li key={marker.id}>{`${number}. ${marker.label}`}</li>
                    ))}
                  </ul>
                )}
              </span>
            );
          }
          return (
            <span key={key} className="locator-map-pin-wrap" style={style}>
              <button
                type="button"
                className="locator-map-point locator-map-pin"
                aria-label={`${point.number}. ${point.marker.label}`}
                aria-expanded={open}
                onClick={() => setOpened(open ? null : key)}
              >
                {point.number}
              </button>
              {open && (
                <span className="locator-map-callout" aria-hidden="true">
                  {point.marker.label}
                </span>
              )}
            </span>
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
