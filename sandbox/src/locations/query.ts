import { stateCode } from './states';

/** One condition of a free-text place search; all of them must hold. */
export type PlaceCriterion =
  | { kind: 'zip'; prefix: string }
  | { kind: 'state'; code: string }
  | { kind: 'text'; text: string };

const ZIP = /^\d{5}(?:-\d{4})?$/;
const DIGITS = /^\d{1,5}$/;

function criterionFor(text: string): PlaceCriterion {
  if (DIGITS.test(text) || ZIP.test(text)) return { kind: 'zip', prefix: text.slice(0, 5) };
  const code = stateCode(text);
  if (code) return { kind: 'state', code };
  return { kind: 'text', text };
}

/**
 * Reads a place the way people type it: `27612`, `282`, `Raleigh`, `Charlotte, NC`,
 * `Raleigh NC 27612`, `North Carolina`, `4400 South Blvd`. Comma-separated parts, and a
 * trailing state code or zip inside a part, each become their own criterion.
 */
export function parsePlace(q: string): PlaceCriterion[] {
  const criteria: PlaceCriterion[] = [];
  for (const part of q.split(',')) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    // Peel a trailing zip, then a trailing state code, off a multi-word part.
    if (words.length > 1 && ZIP.test(words[words.length - 1] as string)) {
      criteria.push(criterionFor(words.pop() as string));
    }
    const last = words[words.length - 1];
    if (words.length > 1 && last && /^[A-Za-z]{2}$/.test(last) && stateCode(last)) {
      criteria.push({ kind: 'state', code: stateCode(words.pop() as string) as string });
    }
    if (words.length > 0) criteria.push(criterionFor(words.join(' ')));
  }
  return criteria;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The trigram index (`locations_text`) finds text of three characters or more. */
const TRIGRAM = 3;

/** The text as one FTS5 phrase: quoted, its quotes doubled (the query syntax cannot leak). */
const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** SQL (on table alias `l`) and parameters for the criteria. */
export function criteriaSql(criteria: readonly PlaceCriterion[]): {
  where: string[];
  params: string[];
} {
  const where: string[] = [];
  const params: string[] = [];
  for (const criterion of criteria) {
    switch (criterion.kind) {
      case 'zip':
        where.push("l.zip LIKE ? ESCAPE '\\'");
        params.push(`${escapeLike(criterion.prefix)}%`);
        break;
      case 'state':
        where.push('l.state = ?');
        params.push(criterion.code);
        break;
      case 'text': {
        // Text that names a city finds that city's restaurants only, not a street named after
        // it (Charlotte, not Nashville's Charlotte Ave); other text finds streets and names.
        if ([...criterion.text].length < TRIGRAM) {
          // Too short for the trigram index: read every restaurant.
          const like = `%${escapeLike(criterion.text)}%`;
          where.push(
            `(l.city LIKE ? ESCAPE '\\' OR (NOT EXISTS (SELECT 1 FROM locations c WHERE c.city LIKE ? ESCAPE '\\')
              AND (l.address LIKE ? ESCAPE '\\' OR l.name LIKE ? ESCAPE '\\' OR l.state LIKE ? ESCAPE '\\')))`,
          );
          params.push(like, like, like, like, like);
          break;
        }
        const phrase = ftsPhrase(criterion.text);
        where.push(
          `l.id IN (SELECT rowid FROM locations_text WHERE locations_text MATCH ?
            UNION ALL SELECT rowid FROM locations_text WHERE locations_text MATCH ?
              AND NOT EXISTS (SELECT 1 FROM locations_text WHERE locations_text MATCH ?))`,
        );
        params.push(`city : ${phrase}`, `{address name state} : ${phrase}`, `city : ${phrase}`);
        break;
      }
    }
  }
  return { where, params };
}
