import { useMemo } from 'react';
import type { GeoProjection } from 'd3-geo';
import { useTranslation } from 'react-i18next';
import { intlLocale, useLanguage } from '@qsr/shared-contracts';
import { NS } from '../../strings';
import type { GeographyPaths } from './geography';
import { SCALE_AT, scaleOf } from './scale';
import { stateName } from './state-names';

/**
 * What the map draws under its pins, hidden from screen readers (the pins and the list say it
 * all): water, land, borders, the places' names, and the scale where the view is.
 */
export function MapDrawing({
  paths,
  projection,
  width,
  height,
}: {
  paths: GeographyPaths | null;
  projection: GeoProjection;
  width: number;
  height: number;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const miles = useMemo(() => new Intl.NumberFormat(intlLocale(language)), [language]);
  const scale = scaleOf(projection, height);
  return (
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
          {paths.places.map((place) => (
            <text
              key={`${place.name}-${place.x}-${place.y}`}
              x={place.x}
              y={place.y}
              className="locator-map-place"
              textAnchor="middle"
              // A county's name is its own in every language (React types no `translate` on SVG).
              {...(place.kind === 'county' ? { translate: 'no' } : {})}
            >
              {place.kind === 'state' ? stateName(place.name, language) : place.name}
            </text>
          ))}
        </>
      )}
      {scale && (
        <g
          className="locator-map-scale"
          transform={`translate(${SCALE_AT.x} ${height - SCALE_AT.bottom - 5})`}
        >
          <path d={`M0,0V5H${scale.px}V0`} />
          <text x={scale.px + 6} y={5}>
            {t('mapScale', { miles: miles.format(scale.miles) })}
          </text>
        </g>
      )}
    </svg>
  );
}
