import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { yearCookie } from '../../security/year-cookie';
import { COHORT_COOKIE, cohortIdOf, newCohortId } from './cohort';

const given = new WeakMap<Response, string>();

/**
 * The visitor's cohort id: their cookie's when it holds one the BFF could have given, else a
 * new one, set on this answer (HttpOnly: no script reads or chooses it). The same id for every
 * part of one answer, so the first screen and the page's `/config/remotes.json` agree.
 */
export function visitorCohort(req: Request, res: Response): string {
  const known = given.get(res) ?? cohortIdOf(parseCookies(req.headers.cookie ?? '')[COHORT_COOKIE]);
  if (known) {
    given.set(res, known);
    return known;
  }
  const id = newCohortId();
  given.set(res, id);
  // A visitor keeps their side of every canary for a year, across visits.
  res.append('set-cookie', yearCookie(req, COHORT_COOKIE, id, { httpOnly: true }));
  return id;
}
