import { useTranslation } from 'react-i18next';
import { NS } from '../strings';
import { plotMarkers, type MapMarker } from './map-view';

const WIDTH = 320;
const HEIGHT = 220;
const MARGIN = 24;

/**
 * The map without a maps key: the restaurants plotted where they are relative to each other,
 * numbered like the list beside it. A picture for sighted customers; screen readers get its
 * summary (the list holds the details).
 */
export function MapFallback({ markers, label }: { markers: readonly MapMarker[]; label: string }) {
  const { t } = useTranslation(NS);
  const plotted = plotMarkers(markers, WIDTH, HEIGHT, MARGIN);
  return (
    <figure className="locator-map-fallback">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}: ${t('mapSummary', { count: markers.length })}`}
      >
        <defs>
          <pattern id="locator-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M 32 0 L 0 0 0 32" className="locator-map-grid-line" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} rx="10" className="locator-map-ground" />
        <rect width={WIDTH} height={HEIGHT} rx="10" fill="url(#locator-map-grid)" />
        {plotted.map((marker, index) => (
          <g key={marker.id} className="locator-map-marker" data-marker={marker.id}>
            <title>{`${index + 1}. ${marker.label}`}</title>
            <circle cx={marker.x} cy={marker.y} r="11" />
            <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{t('mapCaption')}</figcaption>
    </figure>
  );
}
