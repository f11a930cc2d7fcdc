// What the bundle budget reads of the build's output: where each build's files are, and what
// their source maps say the scripts were built from.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTENDS } from '../../tooling/packages.cjs';
import { root } from '../processes.mjs';
import { codeOfSources, librarySource } from './bundle-rules.mjs';

/**
 * Each build's dist folder by its Module Federation name: the packages' own, or those under
 * `buildRoot` (`<buildRoot>/<package>/dist`, a variant the tricks bench built).
 */
export function distFolders(buildRoot = root) {
  return Object.fromEntries(
    FRONTENDS.map((pkg) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
      return [manifest.mf?.name ?? 'host', path.join(buildRoot, pkg, 'dist')];
    }),
  );
}

/** The environment that has the site's servers serve the builds under `buildRoot`. */
export const servedBuilds = (buildRoot = root) => ({
  HOST_DIST: distFolders(buildRoot).host,
  REMOTES_ROOT: buildRoot,
});

const sourceMap = (file) => JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
const hasSourceMap = (file) => !!file && fs.existsSync(`${file}.map`);

/** The library source files a script was built from (its source map), e.g. node_modules/react-dom/…. */
export function librarySources(file) {
  if (!hasSourceMap(file)) return [];
  return sourceMap(file).sources.map(librarySource).filter(Boolean);
}

/** The gzip bytes of what a page's scripts hold of the sources `matches` picks. */
export function sourcesBytes(scripts, matches) {
  const code = scripts
    .filter((script) => hasSourceMap(script.file))
    .map((script) =>
      codeOfSources(fs.readFileSync(script.file, 'utf8'), sourceMap(script.file), matches),
    )
    // A script with none of it adds nothing, not even a newline: a part absent from every
    // script weighs 0, which the budget refuses as a measurement of nothing.
    .filter(Boolean)
    .join('\n');
  return code ? zlib.gzipSync(code).length : 0;
}
