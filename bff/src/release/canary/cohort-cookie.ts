import type { Request, Response } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { isLocalRequest } from '../../security/local-host';
import { COHORT_COOKIE, cohortIdOf, newCohortId } from './cohort';

/** A visitor keeps their side of every canary for a year, across visits. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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
  res.append(
    'set-cookie',
    serializeCookie(COHORT_COOKIE, id, {
      httpOnly: true,
      secure: !isLocalRequest(req),
      sameSite: 'lax',
      path: '/',
      maxAge: MAX_AGE_SECONDS,
    }),
  );
  return id;
}
