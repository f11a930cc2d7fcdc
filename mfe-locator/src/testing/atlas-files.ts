/** The geography files' addresses in unit tests (see jest.config.cjs). */
export const STATES_URL = '/remotes/locator/assets/states-10m.json';
export const COUNTIES_URL = '/remotes/locator/assets/counties-10m.json';
export const GEOGRAPHY_WORKER_URL = '/remotes/locator/geography-worker.js';
