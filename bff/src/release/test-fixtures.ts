/* Test helpers for the release store: a fake repository and a release context. Not part of the running BFF. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '@qsr/shared-contracts/core';
import { tempDir } from '../test-support/helpers';
import type { ReleaseContext } from './commands';
import {
  keyDigest,
  managersFile,
  signedInManager,
  type ManagerCredential,
  type ManagerRole,
} from './managers';
import { filePinStore } from './pin-store';

export function writeFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A repository with shared-contracts at `contracts` and every remote package at 1.0.0. */
export function fakeRepo(contracts = '1.4.0'): string {
  const root = tempDir('repo');
  writeFile(
    path.join(root, 'shared-contracts', 'package.json'),
    JSON.stringify({ name: '@qsr/shared-contracts', version: contracts }),
  );
  for (const name of REMOTE_NAMES) setPackageVersion(root, name, '1.0.0');
  return root;
}

export function setPackageVersion(root: string, name: RemoteName, version: string): void {
  const pkg = REMOTE_PACKAGES[name];
  writeFile(
    path.join(root, pkg, 'package.json'),
    JSON.stringify({ name: `@qsr/${pkg}`, version, mf: { name } }),
  );
}

/** What a remote build writes: release.json, manifest, entry, a hashed chunk, a nested asset. */
export function writeBuildOutput(
  dir: string,
  release: { name: RemoteName; version: string; contractMajor: number },
  note = '',
): void {
  writeFile(path.join(dir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: release.name, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  writeFile(path.join(dir, 'remoteEntry.js'), `/* ${release.name}@${release.version} ${note} */`);
  writeFile(path.join(dir, '412.0123456789.js'), `/* chunk of ${release.version} */`);
  writeFile(path.join(dir, 'assets', 'logo.abcdef0123.svg'), '<svg/>');
}

export interface TestContext extends ReleaseContext {
  lines: string[];
  errors: string[];
  builds: Array<{ pkg: string; env: Record<string, string> }>;
  /** The contract major the fake build writes. */
  contractMajor: number;
}

/** The release manager of the test stores, and her key. */
export const ALICE: Required<ManagerCredential> = {
  name: 'alice',
  key: 'alice-key-for-tests-only',
};

/** A store listing `ALICE` as its release manager. */
export function listAlice(releaseRoot: string): void {
  writeFile(
    managersFile(releaseRoot),
    JSON.stringify({
      managers: [
        {
          name: ALICE.name,
          keySha256: keyDigest(ALICE.key),
          addedAt: '2026-05-01T09:00:00.000Z',
          addedBy: ALICE.name,
        },
      ],
    }),
  );
}

/**
 * Lists `name` as a release manager of `role` beside the store's others (key `<name>-key`) and
 * signs `ctx` in as them: `signInAs(ctx, 'bob', 'releaser')`.
 */
export function signInAs(ctx: ReleaseContext, name: string, role: ManagerRole): void {
  const file = managersFile(ctx.releaseRoot);
  const { managers } = JSON.parse(readFileSync(file, 'utf8')) as { managers: { name: string }[] };
  const manager = {
    name,
    keySha256: keyDigest(`${name}-key`),
    role,
    addedAt: '2026-05-01T09:00:00.000Z',
    addedBy: ALICE.name,
  };
  writeFile(
    file,
    JSON.stringify({ managers: [...managers.filter((listed) => listed.name !== name), manager] }),
  );
  ctx.signedIn = () => signedInManager(ctx.releaseRoot, { name, key: `${name}-key` });
}

/**
 * A release context whose "webpack" writes a small fake build, signed in as `ALICE` (checked
 * against the store's list like any credential); `credential` replaces it.
 */
export function testContext(
  repoRoot: string,
  releaseRoot = path.join(repoRoot, 'release'),
  credential: ManagerCredential = ALICE,
) {
  listAlice(releaseRoot);
  const ctx: TestContext = {
    repoRoot,
    releaseRoot,
    pins: filePinStore(releaseRoot),
    signedIn: () => signedInManager(releaseRoot, credential),
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    newPassword: () => undefined,
    lines: [],
    errors: [],
    builds: [],
    contractMajor: 1,
    out: (line) => ctx.lines.push(line),
    err: (line) => ctx.errors.push(line),
    async buildRemote(pkg, outDir, env) {
      ctx.builds.push({ pkg, env });
      const name = (Object.keys(REMOTE_PACKAGES) as RemoteName[]).find(
        (candidate) => REMOTE_PACKAGES[candidate] === pkg,
      )!;
      const pkgJson = JSON.parse(
        readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8'),
      ) as { version: string };
      writeBuildOutput(
        outDir,
        {
          name,
          version: env.QSR_RELEASE_VERSION ?? pkgJson.version,
          contractMajor: ctx.contractMajor,
        },
        env.QSR_RELEASE_NOTE ?? '',
      );
    },
  };
  return ctx;
}
