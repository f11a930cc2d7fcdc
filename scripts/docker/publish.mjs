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
//
// The image copies this one file alone (host-shell/Dockerfile), so it imports nothing of the repo.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The container's settings from `environment`; throws naming the first one missing. */
export function settings(environment) {
  const env = (name, fallback) => {
    const value = environment[name]?.trim() || fallback;
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    pkg: env('PACKAGE'),
    remote: environment.REMOTE_NAME?.trim() || undefined,
    port: Number(env('PORT')),
    buildsRoot: env('BUILDS_ROOT', '/srv/builds'),
    releaseRoot: env('RELEASE_ROOT', '/srv/release'),
    buildDir: env('BUILD_DIR', '/app/build'),
  };
}

/** One JSON line per event, naming the package. */
export const logger =
  (pkg) =>
  (msg, fields = {}) =>
    console.log(JSON.stringify({ service: pkg, msg, ...fields }));

const aside = (target) => `${target}.${randomBytes(4).toString('hex')}.tmp`;

/** Copies `from` to `target` in one rename, so that the BFF never sees half a folder. */
export function place(from, target) {
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

/** Copies the image's release into the store unless it is there already; returns its version. */
export function publishRelease({ buildDir, releaseRoot, remote }, log) {
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

/** Publishes (a remote) and deploys the image's build; returns the version deployed. */
export function deploy(config, log) {
  const version = config.remote ? publishRelease(config, log) : 'host';
  place(config.buildDir, path.join(config.buildsRoot, config.pkg, 'dist'));
  log('current build deployed', { version });
  return version;
}

/** The health check's server (not listening yet): /healthz names the package and version. */
export function healthServer(pkg, version) {
  return http.createServer((req, res) => {
    const ok = req.url === '/healthz';
    res.writeHead(ok ? 200 : 404, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    res.end(
      JSON.stringify(ok ? { status: 'ok', package: pkg, version } : { message: 'Not found' }),
    );
  });
}

/**
 * Deploys, then listens on the configured port (0.0.0.0); resolves to the listening server, or
 * rejects (logged as `deploy failed`) when the build could not be deployed.
 */
export async function main(config) {
  const log = logger(config.pkg);
  let version;
  try {
    version = deploy(config, log);
  } catch (error) {
    console.error(
      JSON.stringify({ service: config.pkg, msg: 'deploy failed', error: error.message }),
    );
    throw error;
  }
  const server = healthServer(config.pkg, version);
  await new Promise((resolve) => server.listen(config.port, '0.0.0.0', resolve));
  log('listening', { port: server.address().port });
  return server;
}

// A missing setting throws here, before anything is deployed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(settings(process.env)).catch(() => process.exit(1));
  process.on('SIGTERM', () => process.exit(0));
}
