import { useTranslation } from 'react-i18next';
import type { MapMarker } from '../map-view';
import { clusterName } from '../cluster-names';
import { NS } from '../../strings';
import { at, clusterAction, keyOf, type ClusterPoint, type PinPoint } from './map-point';

type Props = {
  width: number;
  height: number;
  /** Whether this point's callout (its name, or the cluster's list) is open. */
  open: boolean;
  onToggle: () => void;
  onZoom: (members: readonly MapMarker[]) => void;
};

/**
 * A cluster says how many restaurants it holds and zooms in on them, or lists them by their
 * numbers when they are too near to come apart.
 */
export function ClusterButton({
  point,
  width,
  height,
  open,
  onToggle,
  onZoom,
}: Props & { point: ClusterPoint }) {
  const { t } = useTranslation(NS);
  const members = point.members.map(({ marker }) => marker);
  const action = clusterAction(point, width, height);
  const listId = `locator-map-${keyOf(point)}`;
  return (
    <span className="locator-map-pin-wrap" style={at(point)}>
      <button
        type="button"
        className="locator-map-point locator-map-cluster"
        aria-label={clusterName(t, point.members, action)}
        aria-expanded={action === 'list' ? open : undefined}
        aria-controls={action === 'list' && open ? listId : undefined}
        onClick={() => (action === 'zoom' ? onZoom(members) : onToggle())}
      >
        {/* A space between them, so that the words read "3 restaurants", as shown. */}
        <span className="locator-map-cluster-count">{point.count}</span>{' '}
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

/**
 * A pin, numbered as in the list beside the map, shows its restaurant's name: when tapped, or
 * always where the map has room for every name (`named`: a few pins).
 */
export function PinButton({
  point,
  open,
  named = false,
  onToggle,
}: Pick<Props, 'open' | 'onToggle'> & { point: PinPoint; named?: boolean }) {
  return (
    <span className="locator-map-pin-wrap" style={at(point)}>
      <button
        type="button"
        className="locator-map-point locator-map-pin"
        aria-label={`${point.number}. ${point.marker.label}`}
        aria-expanded={open}
        onClick={onToggle}
      >
        {point.number}
      </button>
      {(open || named) && (
        <span className="locator-map-callout" aria-hidden="true">
          {point.marker.label}
        </span>
      )}
    </span>
  );
}
