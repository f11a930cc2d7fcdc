// The release command (`npm run release -- …`) against a cluster's store, as a release manager
// runs it.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../processes.mjs';

/** The command and its first arguments. */
export const RELEASE_CLI = [path.join(root, 'node_modules/.bin/tsx'), 'bff/src/release/cli.ts'];

/** Adds the first release manager of the store in `releaseRoot`; returns its key. */
export function addReleaseManager(releaseRoot, name, [command, ...args] = RELEASE_CLI) {
  const output = execFileSync(command, [...args, 'manager', 'add', name], {
    cwd: root,
    env: { ...process.env, RELEASE_ROOT: releaseRoot },
    encoding: 'utf8',
  });
  return output.trim().split('\n').at(-1);
}

/**
 * `release(cluster, ...args)` runs the command with `args` and the cluster's `releaseEnv`. It
 * resolves to the output and when the command said it was done (its last output), which is when
 * the change was written: the process then still has to close its connection and exit. It
 * rejects with the output when the command failed.
 */
export function releaseRunner([command, ...first] = RELEASE_CLI) {
  return (cluster, ...args) =>
    new Promise((resolve, reject) => {
      let doneAt = 0;
      const child = spawn(command, [...first, ...args], {
        cwd: root,
        env: { ...process.env, ...cluster.releaseEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        doneAt = Date.now();
        output += chunk;
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) =>
        code === 0
          ? resolve({ output, doneAt })
          : reject(new Error(`release ${args.join(' ')}: ${output}`)),
      );
    });
}

export const release = releaseRunner();
