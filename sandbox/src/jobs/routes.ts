import type { Job, JobLocation, JobSearchResult } from '@qsr/shared-contracts';
import type { JobDetail } from '@qsr/shared-contracts/core';
import { Router } from 'express';
import { z } from 'zod';
import type { Ctx } from '../context';
import { queryOf } from '../http/body';
import { errors } from '../http/errors';
import { answerOf } from '../i18n/answer-language';
import { queryNumber, queryString } from '../http/query';
import { boundingBox, distanceMiles, type Point } from '../locations/geo';
import { geocode } from '../locations/geocode';
import { stateCode } from '../locations/states';

export const DEFAULT_JOB_RADIUS = 25;
export const DEFAULT_JOBS_PER_PAGE = 10;
export const MAX_JOBS_PER_PAGE = 50;

interface JobRow {
  id: string;
  title: string;
  location_id: number;
  franchise_id: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  employment_type: string;
  description: string;
  posted: string;
  apply_url: string;
}

/** A posting as a search first reads it: whole, or only where it is (see `candidates`). */
type Candidate = Pick<JobRow, 'id' | 'city' | 'state' | 'lat' | 'lng'> & Partial<JobRow>;

const SearchQuery = z.object({
  keyword: queryString(100),
  zip: queryString(10),
  city: queryString(100),
  state: queryString(50),
  lat: queryNumber(z.number().min(-90).max(90)),
  lng: queryNumber(z.number().min(-180).max(180)),
  radius: queryNumber(z.number().positive().max(500)),
  page: queryNumber(z.number().int().min(1).max(1000)),
  per_page: queryNumber(z.number().int().min(1).max(MAX_JOBS_PER_PAGE)),
});

const DetailQuery = z.object({ id: z.string().trim().min(1).max(40) });

const toJob = (row: JobRow): Job => ({
  id: row.id,
  title: row.title,
  city: row.city,
  state: row.state,
  franchise_id: row.franchise_id,
  posted: row.posted,
});

/**
 * Job search (mounted at `/jobs`): `GET search?keyword=&zip=&city=&state=&lat=&lng=&radius=&page=&per_page=`
 * → `{ jobs, page, per_page, total }`; `GET detail?id=` → the job with its description and apply_url.
 */
export function jobsRouter(ctx: Ctx): Router {
  const router = Router();
  // Without a keyword only what places and orders a posting is read; the page's postings are
  // then read whole (a chain's city has hundreds of postings, and ten are answered).
  const candidates = (columns: string) => ({
    all: ctx.db.prepare<[], Candidate>(`SELECT ${columns} FROM jobs j ORDER BY posted DESC, id`),
    // Near a point: only the postings of the restaurants in the radius's box (the R-tree).
    inBox: ctx.db.prepare<[number, number, number, number], Candidate>(
      `SELECT ${columns} FROM locations_rtree r JOIN jobs j ON j.location_id = r.id
       WHERE r.min_lat >= ? AND r.max_lat <= ? AND r.min_lng >= ? AND r.max_lng <= ?
       ORDER BY j.posted DESC, j.id`,
    ),
  });
  const whole = candidates('j.*');
  const placed = candidates('j.id, j.city, j.state, j.lat, j.lng');
  const one = ctx.db.prepare<[string], JobRow>('SELECT * FROM jobs WHERE id = ?');
  const wholeRow = (row: Candidate): JobRow =>
    row.title === undefined ? (one.get(row.id) as JobRow) : (row as JobRow);

  router.get('/search', (req, res) => {
    const query = queryOf(req, SearchQuery);
    const radius = query.radius ?? DEFAULT_JOB_RADIUS;
    const perPage = query.per_page ?? DEFAULT_JOBS_PER_PAGE;
    const page = query.page ?? 1;
    const state = query.state ? stateCode(query.state) : undefined;
    if (query.state && !state) throw errors.badRequest(`Invalid state: ${query.state}.`);
    let point: Point | undefined;
    if (query.lat !== undefined && query.lng !== undefined)
      point = { lat: query.lat, lng: query.lng };
    else if (query.zip) point = geocode({ zip: query.zip });
    else if (query.city) point = geocode({ city: query.city, state });
    const placeUnknown = !point && (query.zip !== undefined || query.city !== undefined);

    const keyword = query.keyword?.toLowerCase();
    const { say } = answerOf(res);
    // A keyword matches the words of either language (a title searched for in Spanish too).
    const words = (row: Candidate) =>
      `${row.title} ${row.description} ${say(row.title ?? '')} ${say(row.description ?? '')}`.toLowerCase();
    const box = point ? boundingBox(point, radius) : undefined;
    const read = keyword ? whole : placed;
    const candidateRows = box
      ? read.inBox.all(box.minLat, box.maxLat, box.minLng, box.maxLng)
      : read.all.all();
    const rows = candidateRows
      .filter((row) => !keyword || words(row).includes(keyword))
      .filter((row) => !state || row.state === state)
      .filter(
        (row) =>
          !placeUnknown ||
          (query.city !== undefined && row.city.toLowerCase() === query.city.toLowerCase()),
      );
    let found: Array<{ row: Candidate; distance?: number }> = rows.map((row) => ({ row }));
    if (point) {
      const from = point;
      found = rows
        .map((row) => ({ row, distance: distanceMiles(from, row) }))
        .filter(({ distance }) => distance <= radius)
        .sort((a, b) => a.distance - b.distance || a.row.id.localeCompare(b.row.id));
    }
    const start = (page - 1) * perPage;
    const answer: JobSearchResult = {
      jobs: found
        .slice(start, start + perPage)
        .map(({ row, distance }) =>
          distance === undefined ? toJob(wholeRow(row)) : { ...toJob(wholeRow(row)), distance },
        ),
      page,
      per_page: perPage,
      total: found.length,
      ...(point ? { origin: { lat: point.lat, lng: point.lng } } : {}),
    };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get('/detail', (req, res) => {
    const { id } = queryOf(req, DetailQuery);
    const row = one.get(id);
    if (!row) throw errors.jobNotFound();
    const { language, say } = answerOf(res);
    const where =
      language === 'es'
        ? `${say(row.employment_type)}, en nuestro restaurante de ${row.city}.`
        : `${row.employment_type} at our ${row.city} restaurant.`;
    const detail: JobDetail = {
      ...toJob(row),
      description: `${say(row.description)} ${where}`,
      apply_url: row.apply_url,
    };
    res.json(detail);
  });

  return router;
}

/** The careers table of the spreadsheet-database service (mounted at `/sheets`): `GET careers`. */
export function careersSheetRouter(ctx: Ctx): Router {
  const router = Router();
  router.get('/careers', (_req, res) => {
    const rows: JobLocation[] = ctx.db
      .prepare<
        [],
        {
          franchise_id: string;
          address: string;
          city: string;
          state: string;
          lat: number;
          lng: number;
        }
      >(
        `SELECT franchise_id, address, city, state, lat, lng FROM locations
         WHERE franchise_id IS NOT NULL ORDER BY state, city, id`,
      )
      .all()
      .map((row) => ({
        'Franchise ID': row.franchise_id,
        'Street Address': row.address,
        City: row.city,
        State: row.state,
        Latitude: row.lat,
        Longitude: row.lng,
      }));
    res.set('cache-control', 'public, max-age=60').json(rows);
  });
  return router;
}
