#!/usr/bin/env node
// `npm run typecheck`: strict TypeScript over every package.
//
// The packages that share the base settings are checked as one program (tsconfig.packages.json):
// each package's own tsconfig would parse React's and Node's types and check shared-contracts
// again, ten times over (75 s against 20 s on two cores). The one difference from checking them
// apart: an ambient declaration of one package (the Google Maps types of mfe-locator) is visible
// to all. e2e has its own program, because Playwright's `expect` and Jest's would clash. Both run
// side by side. `npm run typecheck -w <package>` still checks one package alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isEntry } from './entry.mjs';
import { root } from './processes.mjs';

const PROGRAMS = ['tsconfig.packages.json', 'e2e/tsconfig.json'];
const TSC = 'node_modules/typescript/bin/tsc';

/** What a package's own tsconfig under `dir` checks that the one program would not: a new package, say. */
export function uncovered(dir) {
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const covered = new Set(readJson('tsconfig.packages.json').include);
  return readJson('package.json')
    .workspaces.filter((pkg) => pkg !== 'e2e')
    .flatMap((pkg) =>
      readJson(`${pkg}/tsconfig.json`).include.map((entry) =>
        path.posix.normalize(`${pkg}/${entry}`),
      ),
    )
    .filter((entry) => !covered.has(entry));
}

/** Runs `tsc` (a Node script under `dir`) on `project`; resolves to whether it passed. */
export function check(project, { dir = root, tsc = TSC } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: dir, stdio: 'inherit' });
    child.on('close', (code) => {
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

/** Checks every program under `dir` side by side, once none misses a package; the exit code. */
export async function typecheck(dir = root, options = {}) {
  const missing = uncovered(dir);
  if (missing.length > 0) {
    console.error(`typecheck: tsconfig.packages.json does not include ${missing.join(', ')}`);
    return 1;
  }
  const results = await Promise.all(PROGRAMS.map((project) => check(project, { dir, ...options })));
  return results.every(Boolean) ? 0 : 1;
}

if (isEntry(import.meta.url)) typecheck().then((code) => process.exit(code));
