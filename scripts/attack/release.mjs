// `npm run release -- …` against a target's release store, as a release manager runs it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../processes.mjs';

/**
 * Runs `command` with `args` in `cwd` with `env`; resolves to its exit code and its output
 * (stdout and stderr as they came).
 */
export function runCommand(command, args, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs the release command with `args`; resolves to its exit code and output. */
export const release = (site, ...args) =>
  runCommand(path.join(root, 'node_modules/.bin/tsx'), ['bff/src/release/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...site.releaseEnv },
  });
