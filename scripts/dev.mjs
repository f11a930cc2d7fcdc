#!/usr/bin/env node
// `npm run dev`: the sandbox and the BFF restart on change, and every front end rebuilds on
// change (webpack watch), served by the BFF exactly as in production.
import { spawn } from 'node:child_process';
import { FRONTENDS } from '../tooling/packages.cjs';
import { root, startBackend, stopAllOnExit } from './processes.mjs';

const watcher = spawn(
  'npx',
  [
    'webpack',
    '--watch',
    '--mode',
    'development',
    ...FRONTENDS.flatMap((pkg) => ['-c', `${pkg}/webpack.config.js`]),
  ],
  { cwd: root, stdio: 'inherit' },
);
stopAllOnExit([watcher]);
await startBackend({ watch: true });
console.log('\n  Consumer site: http://localhost:3000\n  Catering site: http://localhost:2001\n');
