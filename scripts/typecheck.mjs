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
import { root } from './processes.mjs';

const PROGRAMS = ['tsconfig.packages.json', 'e2e/tsconfig.json'];

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
