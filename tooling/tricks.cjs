// The build's performance tricks, each of which `npm run bench` builds without, in the same run,
// to show what it is worth (scripts/budgets/tricks-bench.mjs). `QSR_WITHOUT` names the tricks a
// build leaves out (comma-separated); `QSR_BUILD_ROOT` sends the builds to
// `<root>/<package>/dist` instead of each package's own dist/, so a variant never replaces
// the real build.
const path = require('node:path');

/**
 * Each trick, what it does, the builds it changes (the host, or the host and the remotes), and
 * whether it saves main-thread blocking (measured with Lighthouse, not only in bytes: on the
 * consumer pages of `measuredOn`, or those the bench names for every such trick).
 */
const TRICKS = Object.freeze({
  'shared-subsets': {
    what: 'react-router and react-i18next shared as the part of their API the builds use',
    builds: 'host',
  },
  'one-runtime': {
    what: "the remotes' entries use the host's Module Federation runtime core",
    builds: 'host and remotes',
  },
  'deep-import-keys': {
    what: 'trailing-slash shared keys (react/, react-dom/, valtio/, swr/) share deep imports',
    builds: 'host and remotes',
  },
  // Saves main-thread blocking, not bytes: the bench also measures it with Lighthouse.
  'intl-data-worker': {
    what: "a worker loads ICU's data for the page's formatters off the page's thread",
    builds: 'host',
    blocking: true,
  },
  'compile-hints': {
    what: "the startup scripts (the host's, a remote's entry and exposed modules) ask V8 to compile their functions as they stream in",
    builds: 'host and remotes',
    blocking: true,
    // Every page starts with the host's scripts: the home page has nothing else to run; /menu
    // and checkout also run a remote's.
    measuredOn: ['/', '/menu', '/order/checkout'],
  },
});

/** The set of tricks `QSR_WITHOUT` leaves out; an unknown name is an error, not a silent no-op. */
function tricksLeftOut(value = '') {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !Object.hasOwn(TRICKS, name));
  if (unknown.length > 0) {
    throw new Error(
      `QSR_WITHOUT names no trick: ${unknown.join(', ')} (known: ${Object.keys(TRICKS).join(', ')})`,
    );
  }
  return new Set(names);
}

/** Whether a build made with this environment uses `trick`. */
const usesTrick = (trick, env = process.env) => {
  if (!Object.hasOwn(TRICKS, trick)) throw new Error(`no such trick: ${trick}`);
  return !tricksLeftOut(env.QSR_WITHOUT).has(trick);
};

/** Where a package's build goes: its dist/, or `<QSR_BUILD_ROOT>/<package>/dist`. */
function buildOutput(packageDir, env = process.env) {
  const root = env.QSR_BUILD_ROOT;
  return root
    ? path.join(path.resolve(root), path.basename(packageDir), 'dist')
    : path.join(packageDir, 'dist');
}

module.exports = { TRICKS, buildOutput, tricksLeftOut, usesTrick };
