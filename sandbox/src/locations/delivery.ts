import type { Ctx } from '../context';
import { distanceMiles, type Point } from './geo';

/** What ordering needs of a restaurant beyond the Location shape. */
export interface LocationTerms {
  id: number;
  lat: number;
  lng: number;
  taxRate: number;
  /** Miles; undefined: no delivery. */
  deliveryRadius?: number;
  deliveryFeeCents: number;
  franchiseId?: string;
  cateringMenuId?: number;
  handoffs: string[];
}

interface TermsRow {
  id: number;
  lat: number;
  lng: number;
  tax_rate: number;
  delivery_radius_miles: number | null;
  delivery_fee_cents: number;
  franchise_id: string | null;
  catering_menu_id: number | null;
  handoffs: string | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function createDeliveryZones(ctx: Ctx) {
  const sql = `SELECT l.id, l.lat, l.lng, l.tax_rate, l.delivery_radius_miles, l.delivery_fee_cents,
      l.franchise_id, l.catering_menu_id,
      (SELECT json_group_array(mode) FROM location_handoffs h WHERE h.location_id = l.id) AS handoffs
    FROM locations l`;
  const one = ctx.db.prepare<[number], TermsRow>(`${sql} WHERE l.id = ?`);
  const all = ctx.db.prepare<[], TermsRow>(`${sql} ORDER BY l.id`);

  const toTerms = (row: TermsRow): LocationTerms => ({
    id: row.id,
    lat: row.lat,
    lng: row.lng,
    taxRate: row.tax_rate,
    ...(row.delivery_radius_miles === null ? {} : { deliveryRadius: row.delivery_radius_miles }),
    deliveryFeeCents: row.delivery_fee_cents,
    ...(row.franchise_id === null ? {} : { franchiseId: row.franchise_id }),
    ...(row.catering_menu_id === null ? {} : { cateringMenuId: row.catering_menu_id }),
    handoffs: row.handoffs ? (JSON.parse(row.handoffs) as string[]) : [],
  });

  return {
    terms(locationId: number): LocationTerms | undefined {
      const row = one.get(locationId);
      return row ? toTerms(row) : undefined;
    },

    /** True when the restaurant delivers and the point is inside its zone. */
    covers(terms: LocationTerms, point: Point): boolean {
      return (
        terms.handoffs.includes('delivery') &&
        terms.deliveryRadius !== undefined &&
        distanceMiles(terms, point) <= terms.deliveryRadius
      );
    },

    /** The restaurants whose delivery zone holds the point, nearest first. */
    covering(point: Point, options: { catering?: boolean } = {}) {
      return all
        .all()
        .map(toTerms)
        .filter((terms) => this.covers(terms, point))
        .filter((terms) => !options.catering || terms.cateringMenuId !== undefined)
        .map((terms) => ({ id: terms.id, distance: round2(distanceMiles(terms, point)) }))
        .sort((a, b) => a.distance - b.distance || a.id - b.id);
    },
  };
}

export type DeliveryZones = ReturnType<typeof createDeliveryZones>;
