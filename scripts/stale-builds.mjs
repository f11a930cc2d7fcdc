// Which front ends `npm run build:stale` (build.mjs) builds again: those whose inputs changed
// after their last build. Apart from the build itself, so that the decision can be checked on a
// folder made up for it.
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARIES } from '../tooling/packages.cjs';

// Every library the frontends import (shared-ui's styles too), and the build's own tooling.
const SHARED_INPUTS = [
  ...LIBRARIES.flatMap((library) => [`${library}/src`, `${library}/package.json`]),
  'tooling/webpack.mf.cjs',
  'tooling/emit-assets-plugin.cjs',
  'tooling/first-screen-plugin.cjs',
  'tooling/preload',
  'tooling/shared',
  'tooling/standalone.html',
  'tooling/tricks.cjs',
  'package-lock.json',
];

/** The last change of `target` or of anything under it (not its dependencies or builds); 0 if none. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `pkg` (a folder of `root`) was never built, or an input changed after its build. */
export function isStale(root, pkg) {
  const marker = path.join(root, pkg, 'dist/release.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = [
    pkg + '/src',
    pkg + '/package.json',
    pkg + '/webpack.config.js',
    ...SHARED_INPUTS,
  ];
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}
