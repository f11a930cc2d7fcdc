import type { Location } from '@qsr/shared-contracts';
import type { OpeningHours } from '@qsr/shared-contracts/core';
import type Database from 'better-sqlite3';
import type { Db } from '../db/database';
import type { Handoff } from '../fixtures/types';
import { boundingBox, distanceMiles, type Point } from './geo';
import { locatePlace } from './place';
import { criteriaSql, type PlaceCriterion } from './query';

/**
 * A location as the sandbox serves it: the shared-contracts Location plus the sandbox's own
 * `catering_menu_id` (the restaurant's catering menu, when it caters; not yet in
 * shared-contracts).
 */
export type SandboxLocation = Location & { catering_menu_id?: number };

interface LocationRow {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  menu_id: number;
  catering_menu_id: number | null;
  phone: string | null;
  timezone: string;
}

export interface LocationSearch {
  point?: Point;
  /** Miles; only with a point. */
  radius: number;
  limit: number;
  place?: PlaceCriterion[];
  /** Only the restaurants that offer catering. */
  catering?: boolean;
}

const CATERS = 'l.catering_menu_id IS NOT NULL';

const COLUMNS = `l.id, l.name, l.address, l.city, l.state, l.zip, l.lat, l.lng, l.menu_id,
  l.catering_menu_id, l.phone, l.timezone`;

/** Search statements kept prepared (see `prepared`). */
const KEPT_SHAPES = 32;

/** Half the earth's circumference: a radius that reaches every restaurant. */
const ANYWHERE_MILES = 12_500;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The SQL of a search. Near a point, the R-tree (`locations_rtree`) yields the restaurants in
 * the radius's box; only those are read and measured, however many restaurants there are.
 */
export function searchQuery({ point, radius, place = [], catering }: LocationSearch): {
  sql: string;
  values: Array<string | number>;
} {
  const columns = point ? 'l.id, l.lat, l.lng' : COLUMNS;
  const { where, params } = criteriaSql(place);
  if (catering) where.push(CATERS);
  const values: Array<string | number> = [...params];
  let from = 'locations l';
  if (point) {
    const box = boundingBox(point, radius);
    from = 'locations_rtree r JOIN locations l ON l.id = r.id';
    where.unshift('r.min_lat >= ? AND r.max_lat <= ? AND r.min_lng >= ? AND r.max_lng <= ?');
    values.unshift(box.minLat, box.maxLat, box.minLng, box.maxLng);
  }
  // Near a point only positions are read: the nearest few are then read whole, by id.
  const sql = `SELECT ${columns} FROM ${from}
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ${point ? '' : 'ORDER BY l.name COLLATE NOCASE, l.id'}`;
  return { sql, values };
}

/**
 * A search's statement, prepared once per shape. Its SQL takes a few shapes (which criteria,
 * near or not); odd queries could make endless shapes, so only the first few are kept.
 */
function searchStatements(db: Db): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    const known = statements.get(sql);
    if (known) return known;
    const statement = db.prepare(sql);
    if (statements.size < KEPT_SHAPES) statements.set(sql, statement);
    return statement;
  };
}

/** The restaurants of these rows, whole: their opening hours and handoffs read in one query each. */
function locationReader(db: Db): (rows: LocationRow[]) => SandboxLocation[] {
  const hoursOf = db.prepare<[string], OpeningHours & { location_id: number }>(
    `SELECT location_id, day, open, close FROM location_hours
     WHERE location_id IN (SELECT value FROM json_each(?)) ORDER BY location_id, day`,
  );
  const handoffsOf = db.prepare<[string], { location_id: number; mode: Handoff }>(
    `SELECT location_id, mode FROM location_handoffs
     WHERE location_id IN (SELECT value FROM json_each(?)) ORDER BY location_id, position`,
  );
  return (rows) => {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const hours = new Map<number, OpeningHours[]>();
    for (const { location_id, day, open, close } of hoursOf.all(ids)) {
      const list = hours.get(location_id) ?? [];
      list.push({ day, open, close });
      hours.set(location_id, list);
    }
    const handoffs = new Map<number, Handoff[]>();
    for (const { location_id, mode } of handoffsOf.all(ids)) {
      const list = handoffs.get(location_id) ?? [];
      list.push(mode);
      handoffs.set(location_id, list);
    }
    return rows.map((row) => toLocation(row, hours.get(row.id) ?? [], handoffs.get(row.id) ?? []));
  };
}

function toLocation(row: LocationRow, hours: OpeningHours[], handoffs: Handoff[]): SandboxLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    menu_id: row.menu_id,
    ...(row.phone === null ? {} : { phone: row.phone }),
    timezone: row.timezone,
    hours,
    handoffs,
    ...(row.catering_menu_id === null ? {} : { catering_menu_id: row.catering_menu_id }),
  };
}

export function createLocationRepository(db: Db) {
  // LIMIT -1: every row.
  const allRows = db.prepare<[number], LocationRow>(
    `SELECT ${COLUMNS} FROM locations l ORDER BY l.id LIMIT ?`,
  );
  const cateringRows = db.prepare<[number], LocationRow>(
    `SELECT ${COLUMNS} FROM locations l WHERE ${CATERS} ORDER BY l.id LIMIT ?`,
  );
  const rowById = db.prepare<[number], LocationRow>(
    `SELECT ${COLUMNS} FROM locations l WHERE l.id = ?`,
  );
  const rowByMenuId = db.prepare<[number, number], LocationRow>(
    `SELECT ${COLUMNS} FROM locations l WHERE l.menu_id = ? OR l.catering_menu_id = ?`,
  );
  const prepared = searchStatements(db);
  const hydrate = locationReader(db);

  /** The restaurants within `radius` miles of the point, nearest first, with their distance. */
  function nearest(search: LocationSearch & { point: Point }) {
    const { sql, values } = searchQuery(search);
    return (prepared(sql).all(...values) as Array<Point & { id: number }>)
      .map(({ id, ...at }) => ({ id, distance: distanceMiles(search.point, at) }))
      .filter(({ distance }) => distance <= search.radius)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, search.limit);
  }

  function near(
    point: Point,
    place: PlaceCriterion[],
    radius: number,
    limit: number,
    catering: boolean | undefined,
  ): SandboxLocation[] {
    const found = nearest({ point, place, radius, limit, catering });
    const rows = found.flatMap(({ id }) => rowById.get(id) ?? []);
    return hydrate(rows).map((location, i) => ({
      ...location,
      distance: round2(found[i]?.distance ?? 0),
    }));
  }

  /** What `locatePlace` asks of the restaurants this search could answer. */
  const lookups = (radius: number, catering: boolean | undefined) => ({
    nearestMiles: (point: Point) => nearest({ point, radius, limit: 1, catering })[0]?.distance,
    firstMatch: (place: readonly PlaceCriterion[]) => {
      const { sql, values } = searchQuery({ place: [...place], radius, limit: 1, catering });
      return prepared(sql).get(...values) as LocationRow | undefined;
    },
  });

  return {
    /** Every restaurant (or every one that caters), by id; the first `limit` of them. */
    list({
      catering = false,
      limit,
    }: { catering?: boolean; limit?: number } = {}): SandboxLocation[] {
      return hydrate((catering ? cateringRows : allRows).all(limit ?? -1));
    },

    findById(id: number): SandboxLocation | undefined {
      const row = rowById.get(id);
      return row ? hydrate([row])[0] : undefined;
    },

    /** The restaurant whose consumer or catering menu this is. */
    findByMenuId(menuId: number): SandboxLocation | undefined {
      const row = rowByMenuId.get(menuId, menuId);
      return row ? hydrate([row])[0] : undefined;
    },

    /**
     * With a point: within `radius` miles, nearest first, each with its `distance`; the place
     * criteria (if any) narrow it. Without, near the place they name (`locatePlace`): the
     * restaurants they match (at any distance), else (a zip, a city, a street no restaurant
     * has; a misspelling) every restaurant in the radius. A place that is nowhere (a state, a
     * zip prefix): the restaurants the criteria match, by name.
     */
    search(search: LocationSearch): SandboxLocation[] {
      const { radius, limit, catering, place = [] } = search;
      if (search.point) return near(search.point, place, radius, limit, catering);
      const located = place.length > 0 ? locatePlace(place, lookups(radius, catering)) : undefined;
      if (located) {
        // What the text matches is answered however far (a street of many cities, say).
        const matching = near(located, located.criteria, ANYWHERE_MILES, limit, catering);
        return matching.length > 0 ? matching : near(located, [], radius, limit, catering);
      }
      const { sql, values } = searchQuery(search);
      return hydrate((prepared(sql).all(...values) as LocationRow[]).slice(0, limit));
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
