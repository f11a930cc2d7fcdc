#!/usr/bin/env node
// What the container of the host or of one remote runs (docker-compose.yml): it deploys the build
// its image carries, then stays up answering its health check.
//
// - A remote's image carries one released version (`npm run release -- build <remote>` in its
//   build stage: files, release.json, mf-manifest.json, hashes.json). It is copied into the
//   release store, `$RELEASE_ROOT/remotes/<name>/<version>/`, unless that version is there
//   already; a version released with other files is never overwritten (the container stops
//   with an error). It also becomes the remote's current build, `$BUILDS_ROOT/<package>/dist`,
//   which the BFF serves wherever no pin names a version of that remote.
// - The host's image carries its build, which becomes `$BUILDS_ROOT/host-shell/dist`.
//
// Environment: PACKAGE (host-shell, mfe-careers…), REMOTE_NAME (remotes only), PORT (health),
// BUILDS_ROOT (/srv/builds), RELEASE_ROOT (/srv/release), BUILD_DIR (/app/build).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const env = (name, fallback) => {
  const value = process.env[name]?.trim() || fallback;
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const pkg = env('PACKAGE');
const remote = process.env.REMOTE_NAME?.trim() || undefined;
const port = Number(env('PORT'));
const buildsRoot = env('BUILDS_ROOT', '/srv/builds');
const releaseRoot = env('RELEASE_ROOT', '/srv/release');
const buildDir = env('BUILD_DIR', '/app/build');

const log = (msg, fields = {}) => console.log(JSON.stringify({ service: pkg, msg, ...fields }));
const aside = (target) => `${target}.${randomBytes(4).toString('hex')}.tmp`;

/** Copies `from` to `target` in one rename, so that the BFF never sees half a folder. */
function place(from, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = aside(target);
  fs.cpSync(from, staging, { recursive: true });
  if (fs.existsSync(target)) {
    const old = aside(target);
    fs.renameSync(target, old);
    fs.renameSync(staging, target);
    fs.rmSync(old, { recursive: true, force: true });
  } else {
    fs.renameSync(staging, target);
  }
}

function publishRelease() {
  const { name, version } = JSON.parse(
    fs.readFileSync(path.join(buildDir, 'release.json'), 'utf8'),
  );
  if (name !== remote) throw new Error(`the image carries ${name}, not ${remote}`);
  const target = path.join(releaseRoot, 'remotes', name, version);
  const hashes = fs.readFileSync(path.join(buildDir, 'hashes.json'), 'utf8');
  if (fs.existsSync(target)) {
    const files = (text) => JSON.stringify(JSON.parse(text).files);
    const released = fs.readFileSync(path.join(target, 'hashes.json'), 'utf8');
    if (files(released) !== files(hashes)) {
      throw new Error(
        `${name}@${version} is already released with other files: a released version is never ` +
          'overwritten. Raise the version in package.json and build the image again.',
      );
    }
    log('release already in the store', { remote: name, version });
  } else {
    place(buildDir, target);
    log('released', { remote: name, version, target });
  }
  return version;
}

let version = 'host';
try {
  if (remote) version = publishRelease();
  place(buildDir, path.join(buildsRoot, pkg, 'dist'));
  log('current build deployed', { version });
} catch (error) {
  console.error(JSON.stringify({ service: pkg, msg: 'deploy failed', error: error.message }));
  process.exit(1);
}

const server = http.createServer((req, res) => {
  const ok = req.url === '/healthz';
  res.writeHead(ok ? 200 : 404, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(ok ? { status: 'ok', package: pkg, version } : { message: 'Not found' }));
});
server.listen(port, '0.0.0.0', () => log('listening', { port: server.address().port }));
process.on('SIGTERM', () => process.exit(0));
