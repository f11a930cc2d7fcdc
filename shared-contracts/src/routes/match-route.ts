import { ROUTES, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Static segments outrank dynamic ones, and dynamic ones outrank optional ones (as react-router ranks). */
function score(segments: string[]): number {
  return segments.reduce((sum, segment) => {
    if (segment.endsWith('?')) return sum + 1;
    if (segment.startsWith(':')) return sum + 3;
    return sum + 10;
  }, 0);
}

/** A route's pattern split once: every render of the layout asks which route a path is. */
interface Pattern {
  route: RouteDefinition;
  want: string[];
  required: number;
  rank: number;
}

/** A path segment decoded, or null when it is not valid percent-encoding (`%E0%A4%A`). */
function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function matchPattern(
  { want, required }: Pattern,
  have: string[],
): Record<string, string | undefined> | null {
  if (have.length < required || have.length > want.length) return null;
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const value = have[i];
    if (segment.startsWith(':')) {
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      if (value === undefined) {
        params[name] = undefined;
        continue;
      }
      // A segment that cannot be decoded names nothing: the page is not found (§2.11).
      const decoded = decodeSegment(value);
      if (decoded === null) return null;
      params[name] = decoded;
    } else if (segment.toLowerCase() !== value?.toLowerCase()) {
      return null;
    }
  }
  return params;
}

// Each pattern split and scored once, then ranked (a stable sort: equal scores keep the table's order).
const RANKED: Pattern[] = (ROUTES as readonly RouteDefinition[])
  .map((route) => {
    const want = segmentsOf(route.path);
    const required = want.filter((segment) => !segment.endsWith('?')).length;
    return { route, want, required, rank: score(want) };
  })
  .sort((a, b) => b.rank - a.rank);

/**
 * The route of §2.1 that renders `pathname`, or null for an unknown route (§2.11, 404).
 * Shared by the host (which remote to load) and the BFF (which status the HTML gets).
 */
export function findRoute(pathname: string): RouteMatch | null {
  const have = segmentsOf(pathname);
  for (const pattern of RANKED) {
    const { route } = pattern;
    const params = matchPattern(pattern, have);
    if (params && (!route.accepts || route.accepts(params))) return { route, params };
  }
  return null;
}

/**
 * The route of §2.1 that renders `pathname`; null for an unknown route and for a malformed
 * escape in a parameter (both §2.11's not-found page).
 */
export function pageRoute(pathname: string): RouteDefinition | null {
  return findRoute(pathname)?.route ?? null;
}
