// `npm run test:unit`: every package's colocated Jest tests, the tooling's and the scripts', in one run
// (2 workers on a 2-core machine).
const { UNIT_TESTED } = require('./tooling/packages.cjs');

module.exports = {
  maxWorkers: 2,
  projects: [...UNIT_TESTED, 'tooling', 'scripts'].map((p) => `<rootDir>/${p}`),
};
