// Paths: every way of reaching past the door's table (the sandbox's test hooks, its own root,
// other services), other methods, and the files the site never serves, however spelled. The
// class is built for a host build (its script and templates), so that it can be tried on any.
import fs from 'node:fs';
import path from 'node:path';
import { ask, askRaw } from '../ask.mjs';
import { clientError, probe, statusIn } from '../probe.mjs';

/**
 * The host build in `dist`: a script with the source map it keeps beside it (never served in
 * production), and its page templates as on disk.
 */
export function hostBuild(dist) {
  const map = fs.readdirSync(dist).find((file) => file.endsWith('.js.map'));
  if (!map) throw new Error('host-shell/dist has no source map: run node scripts/build.mjs');
  return {
    script: `/${map.slice(0, -'.map'.length)}`,
    templates: ['index.html', 'first-screen.html'].map((file) =>
      fs.readFileSync(path.join(dist, file), 'utf8'),
    ),
  };
}

/**
 * What a forwarded request would have reached: the sandbox's test hooks (on in this run: they
 * show every e-mail and sign anyone in) and its health check, outside the API's base.
 */
const leaked = (body) => /"messages":\[|"calls":\[|^\{"ok":true\}$/.test(body);

const get = (name, target, refused = clientError) =>
  probe(
    `GET ${name}`,
    (site) => ask(site.url, { path: target }),
    (seen) => refused(seen) && !leaked(seen.body),
  );

const hooks = [
  '/api/v1/_sandbox/mailbox?email=demo%40example.com',
  '/api/v1/_sandbox/sso-codes',
  '/api/v1/members/../_sandbox/mailbox',
  '/api/v1/members/%2e%2e/_sandbox/mailbox',
  '/api/v1/members/%252e%252e/_sandbox/mailbox',
  '/api/v1/%2e%2e/%2e%2e/healthz',
  '/api/v1/menus%2f..%2f..%2f..%2fhealthz',
  '/api/v1/menus/..%5c..%5c..%5chealthz',
  '/api/v1/menus\\..\\..\\..\\healthz',
  '/api/v1//_sandbox/mailbox',
  '/api/v1/http:%2f%2f127.0.0.1%2fhealthz',
  '/api/v2/../../braze/_sandbox/calls',
  '/api/v2/carts/1/donations/../../../../braze/_sandbox/calls',
  '/api/braze/_sandbox/calls',
  '/api/braze/users/../_sandbox/calls',
  '/cms/../braze/_sandbox/calls',
  '/cms/%2e%2e/ordering/v1/_sandbox/mailbox',
];

/**
 * The test hooks that change data (points, a kitchen's start), reached from a placed order's
 * stream or its path: each must be refused before the sandbox, whatever the spelling.
 */
const changingHooks = [
  '/api/v1/_sandbox/points',
  '/api/v1/orders/o1/events/../../_sandbox/points',
  '/api/v1/orders/%2e%2e/_sandbox/points',
  '/api/v1/orders/o1%2f..%2f..%2f_sandbox%2fpoints',
  '/api/v1/orders/%2e%2e/_sandbox/kitchen-start/o1',
  '/api/v1/orders/o1/events%2f..%2f..%2f..%2f_sandbox%2fkitchen-start%2fo1',
];

const post = (target) =>
  probe(
    `POST ${target}`,
    (site) =>
      ask(site.url, {
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', points: 100000 }),
      }),
    clientError,
  );

/** The source map of `script`, spelt in ways a path match might miss. */
const sourceMaps = (script) => [
  `${script}.map`,
  `${script}.MAP`,
  `${script}.m%61p`,
  `${script}%2emap`,
  `${script}.%6d%61%70`,
  `${script}.map;v=1`,
  `${script}.map.`,
  `${script}.map%20`,
  `${script}.map/`,
];

const templateSpellings = [
  '/index.html',
  '/INDEX.HTML',
  '/index%2ehtml',
  '/%69ndex.html',
  '/index.html;x=1',
  '/first-screen.html',
  '/first-screen%2Ehtml',
  '/first-screen.html.',
];

const dotfiles = ['/.env', '/%2eenv', '/.ENV', '/.env;x', '/.git/config', '/%2egit/config'];

/** The routes' probes: the hooks however reached, other methods, HEAD. */
const routeProbes = [
  ...hooks.map((target) => get(target, target)),
  ...changingHooks.map(post),
  get('a placed order’s stream with its slash encoded', '/api/v1/orders/o1%2fevents'),
  probe(
    'x-api-path naming a test hook',
    (site) =>
      ask(site.url, {
        path: '/api/v1/menus/100100',
        headers: { 'x-api-path': '_sandbox/mailbox' },
      }),
    (seen) => seen.status === 400 && !leaked(seen.body),
  ),
  probe(
    'an absolute-form request line naming the sandbox',
    (site) =>
      askRaw(
        site.url,
        `GET ${site.sandboxUrl}/ordering/v1/_sandbox/mailbox HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    (seen) => seen.status >= 400 && !leaked(seen.body),
  ),
  ...['TRACE', 'PATCH', 'OPTIONS', 'PROPFIND'].map((method) =>
    probe(
      `${method} /api/v1/members/get`,
      (site) => ask(site.url, { method, path: '/api/v1/members/get' }),
      clientError,
    ),
  ),
  probe(
    'HEAD of a call that is only POST (members/signin)',
    (site) => ask(site.url, { method: 'HEAD', path: '/api/v1/members/signin' }),
    statusIn(404, 405),
  ),
];

/** The class against a host build (`hostBuild`). */
export function pathsClass({ script, templates }) {
  /** A template must never be sent as it is on disk. */
  const raw = (body) => templates.includes(body);
  return {
    name: 'paths',
    probes: [
      ...routeProbes,
      ...sourceMaps(script).map((spelling) =>
        get(`the source map ${spelling}`, spelling, statusIn(404, 400)),
      ),
      ...templateSpellings.flatMap((spelling) => [
        probe(
          `the template ${spelling} as a file`,
          (site) => ask(site.url, { path: spelling }),
          (seen) => seen.status === 404 && !raw(seen.body),
        ),
        probe(
          `the template ${spelling} as a page`,
          (site) => ask(site.url, { path: spelling, headers: { accept: 'text/html' } }),
          (seen) => !raw(seen.body) && seen.body.includes('id="qsr-site-config"'),
        ),
      ]),
      ...dotfiles.map((spelling) => get(`the dotfile ${spelling}`, spelling, statusIn(404, 400))),
      get('a double-encoded file path', `${script}%252emap`, statusIn(400)),
      ...[
        '/api/v1/menus/100100?x=%00',
        '/api/v1/locations/search?q=%01raleigh',
        '/api/v1/locations?%7f=1',
        '/cms/stories?starts_with=%0d%0aset-cookie:x',
        '/api/jobsearch?action=search&q=%00',
      ].map((target) => get(`control characters in the query ${target}`, target, statusIn(400))),
    ],
  };
}
