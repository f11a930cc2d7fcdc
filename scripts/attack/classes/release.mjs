// Release: what a release manager types, and what the site serves of a release. Control
// characters in an argument (a terminal escape in a note, a name) are refused before anything
// is written; released files are reached only by their listed names.
import fs from 'node:fs';
import path from 'node:path';
import { ask } from '../ask.mjs';
import { clientError, probe } from '../probe.mjs';
import { release } from '../release.mjs';

/**
 * Refused: the command failed and released nothing. Each probe builds another remote from its
 * build (its own version, never released before), so only the argument under test can fail it.
 */
const refusedCommand = (seen) => seen.code !== 0 && !seen.released;
const shownCommand = (seen) => `exit ${seen.code}: ${seen.output.trim().split('\n').at(-1)}`;

/** The class, with `run(site, ...args)` as the release command (../release.mjs). */
export const releaseClass = (run) => ({
  name: 'release',
  probes: [
    ...[
      ['careers', 'a terminal escape in --note', '\u001b]0;owned\u0007\u001b[2Jfixed'],
      ['marketing', 'a carriage return forging a line in --note', 'fixed\rreleased careers@9.9.9'],
      ['account', 'backspaces rewriting --note', 'fixed\b\b\b\b\bbroken'],
    ].map(([remote, what, note]) =>
      probe(
        `build ${remote}: ${what}`,
        async (site) => ({
          ...(await run(site, 'build', remote, '--from-dist', '--note', note)),
          released: fs.existsSync(path.join(site.releaseRoot, 'remotes', remote)),
        }),
        refusedCommand,
        shownCommand,
      ),
    ),
    probe(
      'pin: a terminal escape in the remote',
      (site) => run(site, 'pin', 'careers\u001b[2J@1.0.0', '--env', site.environment),
      refusedCommand,
      shownCommand,
    ),
    ...[
      '/remotes/careers/%2e%2e/%2e%2e/package.json',
      '/remotes/careers/..%2f..%2fpackage.json',
      '/remotes/..%5c..%5cpackage.json',
      '/remotes/careers/1.0.0/hashes.json',
    ].map((target) =>
      probe(`GET ${target}`, (site) => ask(site.url, { path: target }), clientError),
    ),
  ],
});

export default releaseClass(release);
