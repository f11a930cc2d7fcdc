// `npm run test:unit`: every package's colocated Jest tests, and the tooling's, in one run
// (2 workers on a 2-core machine).
const { UNIT_TESTED } = require('./tooling/packages.cjs');

module.exports = {
  maxWorkers: 2,
  projects: [...UNIT_TESTED, 'tooling'].map((p) => `<rootDir>/${p}`),
};
