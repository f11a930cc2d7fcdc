// The bundle budget's visits and rows: which pages a first visit is measured on, in what order,
// and the row each makes, apart from the browser that visits them.
import { BUDGETS, isTelemetrySource, judged, KIB, menuApiRow, partRow } from './bundle-rules.mjs';
import { sourcesBytes } from './bundle-files.mjs';

/** The seeded restaurant whose menu the menu page's API line reads (menu 100100). */
export const MENU_PAGE_RESTAURANT = '101';

/** One route of each remote, with real content and no sign-in needed. */
export const REMOTE_ROUTES = [
  { remote: 'menuCart', path: '/menu' },
  { remote: 'locator', path: '/locations' },
  { remote: 'checkout', path: '/order/checkout' },
  { remote: 'account', path: '/account/login' },
  { remote: 'marketing', path: '/about' },
  { remote: 'careers', path: '/careers' },
];

const total = (scripts) => scripts.reduce((sum, s) => sum + s.gzip, 0);

/**
 * Every row of the table, judged: the home page, its telemetry reporter, then each of `routes`
 * (and the menu page's API answers). `visitPath(path, cookies)` visits a path of the site and
 * gives what it saw (page-traffic.mjs, visitFigures).
 */
export async function bundleRows(routes, visitPath) {
  const home = await visitPath('/');
  const rows = [
    {
      what: 'home page, first load (all scripts)',
      path: '/',
      bytes: total(home.scripts),
      budget: BUDGETS.homeKiB * KIB,
      ...home,
    },
    partRow(
      'of it, the telemetry reporter',
      '/',
      home,
      sourcesBytes(home.scripts, isTelemetrySource),
      BUDGETS.telemetryKiB * KIB,
    ),
  ];
  for (const { remote, path: route } of routes) {
    const seen = await visitPath(route);
    rows.push({
      what: `${remote} route entry, beyond shared libraries`,
      path: route,
      bytes: total(seen.scripts.filter((s) => s.build === remote)),
      budget: BUDGETS.remoteRouteKiB * KIB,
      ...seen,
    });
    if (remote === 'menuCart') {
      // A customer who chose a restaurant (the site's cookie): the page reads its menu.
      const chosen = [{ name: 'qsr-restaurant', value: MENU_PAGE_RESTAURANT }];
      rows.push(menuApiRow(route, await visitPath(route, chosen)));
    }
  }
  return rows.map(judged);
}
