#!/usr/bin/env node
// `npm start`: build what is stale, then serve it.
import { spawnSync } from 'node:child_process';
import { root } from './processes.mjs';

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await import('./serve.mjs');
