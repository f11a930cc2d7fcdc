/** The packages webpack builds: the host and the six remotes. */
export const FRONTENDS = [
  'host-shell',
  'mfe-menu-cart',
  'mfe-locator',
  'mfe-checkout',
  'mfe-account',
  'mfe-marketing',
  'mfe-careers',
];
