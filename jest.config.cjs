// `npm run test:unit`: every package's colocated Jest tests, the tooling's and the scripts', in one run
// (2 workers on a 2-core machine).
const { UNIT_TESTED } = require('./tooling/packages.cjs');

module.exports = {
  maxWorkers: 2,
  // A worker's heap grows with every jsdom file it runs (1.4 GB by the end of a run), and a major
  // collection of that heap stalls whatever test is running: one timed out in CI. A worker past
  // this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '800MB',
  projects: [...UNIT_TESTED, 'tooling', 'scripts'].map((p) => `<rootDir>/${p}`),
};
