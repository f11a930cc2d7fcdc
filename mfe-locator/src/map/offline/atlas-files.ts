/**
 * The geography, as static files of this remote's build fetched when a map first draws (not in
 * its entry): us-atlas's states (the whole chain) and counties (a metro area and nearer; that
 * file has the states too), and the worker that draws them. Only here, as Jest cannot read
 * `import.meta` or webpack's public path.
 */
export const STATES_URL = new URL('us-atlas/states-10m.json', import.meta.url).href;
export const COUNTIES_URL = new URL('us-atlas/counties-10m.json', import.meta.url).href;
/** The geography worker (webpack.config.js), beside this remote's other files. */
export const GEOGRAPHY_WORKER_URL = new URL(
  `${__webpack_public_path__}geography-worker.js`,
  self.location.href,
).href;
