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
import { root } from './processes.mjs';

const PROGRAMS = ['tsconfig.packages.json', 'e2e/tsconfig.json'];

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** What a package's own tsconfig checks that the one program would not: a new package, say. */
function uncovered() {
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

const missing = uncovered();
if (missing.length > 0) {
  console.error(`typecheck: tsconfig.packages.json does not include ${missing.join(', ')}`);
  process.exit(1);
}

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', (code) => {
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PROGRAMS.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
