#!/usr/bin/env node
// `npm run typecheck`: strict TypeScript over every package, each with its own tsconfig.
import { spawnSync } from 'node:child_process';
import { root } from './processes.mjs';

const PACKAGES = [
  'shared-contracts',
  'host-shell',
  'mfe-menu-cart',
  'mfe-locator',
  'mfe-checkout',
  'mfe-account',
  'mfe-marketing',
  'mfe-careers',
  'bff',
  'sandbox',
  'e2e',
];
let failed = false;
for (const pkg of PACKAGES) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', `${pkg}/tsconfig.json`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`typecheck ${pkg}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
