/**
 * The geography, as static files of this remote's build fetched when a map first draws (not in
 * its entry): us-atlas's states (the whole chain) and counties (a metro area and nearer; that
 * file has the states too). Only here, as Jest cannot read `import.meta`.
 */
export const STATES_URL = new URL('us-atlas/states-10m.json', import.meta.url).href;
export const COUNTIES_URL = new URL('us-atlas/counties-10m.json', import.meta.url).href;
