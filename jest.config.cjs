// `npm run test:unit`: every package's colocated Jest tests in one run (2 workers on a 2-core machine).
module.exports = {
  maxWorkers: 2,
  projects: [
    'shared-contracts',
    'shared-ui',
    'host-shell',
    'mfe-menu-cart',
    'mfe-locator',
    'mfe-checkout',
    'mfe-account',
    'mfe-marketing',
    'mfe-careers',
    'bff',
    'sandbox',
  ].map((p) => `<rootDir>/${p}`),
};
