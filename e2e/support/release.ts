import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleReleaseRoot, releaseRoot } from './ports';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** What the suite's BFF serves (`SITE_ENV` is unset there): the pin files release tests write. */
export const RELEASE_ENV = 'development';

/** The suite's release manager and where its key is kept, beside the suite's release store. */
const MANAGER = 'e2e';
const managerKeyFile = path.join(path.dirname(releaseRoot), 'release-manager.key');

function run(args: string[], env: Record<string, string>, root = releaseRoot): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['bff/src/release/cli.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, RELEASE_ROOT: root, ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`release ${args.join(' ')} failed:\n${stdout}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

let credential: Promise<Record<string, string>> | undefined;

/**
 * The suite's release manager, signed in as every release manager is: added as the first manager
 * of a fresh store, its key (printed once) kept in `.e2e-data/`.
 */
function signedIn(): Promise<Record<string, string>> {
  credential ??= (async () => {
    if (!existsSync(path.join(releaseRoot, 'managers.json'))) {
      const output = await run(['manager', 'add', MANAGER], {});
      writeFileSync(managerKeyFile, output.trim().split('\n').at(-1)!, { mode: 0o600 });
    } else if (!existsSync(managerKeyFile)) {
      throw new Error(`${managerKeyFile} is gone: delete ${releaseRoot} to start a fresh store.`);
    }
    return {
      RELEASE_MANAGER: MANAGER,
      RELEASE_MANAGER_KEY: readFileSync(managerKeyFile, 'utf8').trim(),
    };
  })();
  return credential;
}

/** `npm run release -- …` against the suite's release store; resolves to its output. */
export async function release(...args: string[]): Promise<string> {
  return run(args, await signedIn());
}

/** Careers as built today, and the next version the release tests ship, with a visible note. */
export function careersVersions(): { current: string; next: string; note: string } {
  const { version: current } = JSON.parse(
    readFileSync(path.join(repoRoot, 'mfe-careers', 'package.json'), 'utf8'),
  ) as { version: string };
  const [major, minor, patch] = current.split('.').map(Number) as [number, number, number];
  const next = `${major}.${minor}.${patch + 1}`;
  return { current, next, note: `Careers ${next}: now hiring biscuit bakers` };
}

/**
 * The careers team ships: today's version and the next one into the suite's store. Whichever
 * release test comes first builds them (a build is a webpack run); the others find them there.
 */
export async function shipCareers(): Promise<void> {
  const { next, note } = careersVersions();
  for (const args of [
    ['build', 'careers', '--from-dist'],
    ['build', 'careers', '--version', next, '--note', note],
  ]) {
    await release(...args).catch((error: Error) => {
      if (!/is already released/.test(error.message)) throw error;
    });
  }
}

/** The release console's admin, in the console BFF's own store, and their console password. */
export const CONSOLE_ADMIN = { name: 'dana', password: 'dana console passphrase' };

/**
 * The console's store, made once: `dana` its first manager (an admin), with her console
 * password set as every manager sets theirs (`manager password`, RELEASE_NEW_PASSWORD).
 */
let consoleStore: Promise<Record<string, string>> | undefined;
function consoleAdmin(): Promise<Record<string, string>> {
  consoleStore ??= (async () => {
    const added = await run(['manager', 'add', CONSOLE_ADMIN.name], {}, consoleReleaseRoot);
    const credential = {
      RELEASE_MANAGER: CONSOLE_ADMIN.name,
      RELEASE_MANAGER_KEY: added.trim().split('\n').at(-1)!,
    };
    await run(
      ['manager', 'password', CONSOLE_ADMIN.name],
      { ...credential, RELEASE_NEW_PASSWORD: CONSOLE_ADMIN.password },
      consoleReleaseRoot,
    );
    return credential;
  })();
  return consoleStore;
}

/**
 * A broken build of careers released into the console's store: a real release (hashes,
 * contract major) whose pages throw on render (tooling/fixtures/throws-on-render.ts).
 */
export async function shipBrokenCareers(): Promise<string> {
  const version = `${careersVersions().next}-broken.1`;
  await run(
    ['build', 'careers', '--version', version],
    { ...(await consoleAdmin()), QSR_BROKEN_RENDER_FIXTURE: '1' },
    consoleReleaseRoot,
  );
  return version;
}
