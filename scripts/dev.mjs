#!/usr/bin/env node
// `npm run dev`: the sandbox and the BFF restart on change, and every front end rebuilds on
// change (webpack watch), served by the BFF exactly as in production.
import { spawn } from 'node:child_process';
import { FRONTENDS } from '../tooling/packages.cjs';
import { isEntry } from './entry.mjs';
import { webpackArgs } from './build.mjs';
import { root, startBackend, stopAllOnExit } from './processes.mjs';
import { siteAddresses } from './serve.mjs';

/**
 * Starts webpack watching every front end (with `launch`, spawn's signature), then the backend
 * restarting on change (`start`: startBackend's); says where the sites are.
 */
export async function dev({
  launch = spawn,
  start = startBackend,
  stopOnExit = stopAllOnExit,
} = {}) {
  const watcher = launch('npx', webpackArgs(FRONTENDS, ['--watch', '--mode', 'development']), {
    cwd: root,
    stdio: 'inherit',
  });
  stopOnExit([watcher]);
  await start({ watch: true });
  console.log(siteAddresses({ port: 3000, cateringPort: 2001 }));
}

// A failure is left uncaught: it ends the process, and with it the services started.
if (isEntry(import.meta.url)) dev();
