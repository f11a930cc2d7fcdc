import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseRoot } from './ports';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** What the suite's BFF serves (`SITE_ENV` is unset there): the pin files release tests write. */
export const RELEASE_ENV = 'development';

/** The suite's release manager and where its key is kept, beside the suite's release store. */
const MANAGER = 'e2e';
const managerKeyFile = path.join(path.dirname(releaseRoot), 'release-manager.key');

function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['bff/src/release/cli.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, RELEASE_ROOT: releaseRoot, ...env },
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
