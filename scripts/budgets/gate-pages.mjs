// What the Lighthouse gate (lighthouse-gate.mjs) judges: its options, the static reference page
// it serves, and the pages held to it.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { EMPTY } from './lighthouse-plan.mjs';
import { seededStorage } from './lighthouse-seed.mjs';

const SITE_PATHS = ['/', '/menu'];

/** The reference: what a page costs on this machine when it costs nothing. */
export const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><meta name="description" content="A static ' +
  'page."><title>Reference</title></head><body><h1>A static page.</h1></body></html>';

/** `--runs <n>` (3), `--page <url>` (repeatable), `--json <file>`, of the gate's `args`. */
export function gateOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      page: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
    },
  });
  return { runs: Number(values.runs), urls: values.page, json: values.json };
}

/** Serves the reference page (at any path: a browser asks for its icon too). */
export async function startReference() {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(REFERENCE_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => server.close(),
  };
}

/** The pages at `urls`, with nothing seeded. */
export const givenPages = (urls) =>
  urls.map((url) => {
    const { origin, pathname, search } = new URL(url);
    return { label: url, origin, route: `${pathname}${search}`, storage: async () => EMPTY };
  });

/** The home page and /menu of both channels of `site` (startSite's), each with a guest's box. */
export const sitePages = (site) =>
  Object.entries({ consumer: site.consumerUrl, catering: site.cateringUrl }).flatMap(
    ([channel, origin]) =>
      SITE_PATHS.map((route) => ({
        label: `${channel} ${route}`,
        origin,
        route,
        storage: () => seededStorage(origin, channel === 'catering'),
      })),
  );
