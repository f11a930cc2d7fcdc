import type { RequestHandler } from 'express';
import { FIRST_SCREEN_PAGE } from '@qsr/shared-contracts/core';

/**
 * A request path as the file server reads it, in one canonical spelling: decoded once (as
 * `send` does), each segment without its `;params`, trailing dots and spaces (names a
 * case-insensitive or Windows file system would open the same), lower case, empty segments
 * (`//`, a trailing slash) dropped. `null` for a path that must not be read at all: a
 * malformed escape, double encoding (`%25`), a NUL or another control character.
 */
export function servedPath(rawPath: string): string | null {
  if (/%25/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments = decoded
    .split(/[/\\]/)
    .map((segment) => {
      const name = segment.split(';')[0] ?? '';
      // `.` and `..` stay as they are: traversal is the file server's to refuse.
      return /^\.+$/.test(name) ? name : name.replace(/[. ]+$/, '').toLowerCase();
    })
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** The host's page templates: the HTML handler fills them in; the raw files are never served. */
const PAGE_TEMPLATES = new Set(['/index.html', `/${FIRST_SCREEN_PAGE.toLowerCase()}`]);

/** Is this request path one of the host's page templates, however it is spelled? */
export function isPageTemplate(rawPath: string): boolean {
  const served = servedPath(rawPath);
  return served !== null && PAGE_TEMPLATES.has(served);
}

/** A browser navigating to a page: a GET (or HEAD) that asks for HTML. */
function isPageNavigation(req: Parameters<RequestHandler>[0]): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    /\btext\/html\b/i.test(req.headers.accept ?? '')
  );
}

function notFound(res: Parameters<RequestHandler>[1]): void {
  res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
}

/**
 * What no spelling of a path may reach among the files: decided on the path as the file
 * server will read it (`servedPath`), never on the raw one. A path it cannot read is 400 (a
 * browser's page request: the page handler's 404 page); a
 * dotfile (`.env`, `.git/…`) 404; a source map 404 when `sourceMaps` is false (production:
 * they carry the source; the builds keep them beside the files for error reporting, with no
 * link to them in the files).
 */
export function staticPathRules(options: { sourceMaps: boolean }): RequestHandler {
  return (req, res, next) => {
    const served = servedPath(req.path);
    if (served === null) {
      // A browser's page request goes on to §2.11's page not found: the file servers cannot
      // decode the path either, so no file is read. Anything else is told it was malformed.
      if (isPageNavigation(req)) next();
      else res.status(400).set('cache-control', 'no-store').type('text/plain').send('Bad request');
      return;
    }
    const segments = served.split('/').slice(1);
    if (segments.some((segment) => segment.startsWith('.'))) {
      notFound(res);
      return;
    }
    if (!options.sourceMaps && served.endsWith('.map')) {
      notFound(res);
      return;
    }
    next();
  };
}
