import { execFile } from 'node:child_process';
import path from 'node:path';
import { releaseRoot } from './ports';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** What the suite's BFF serves (`SITE_ENV` is unset there): the pin files release tests write. */
export const RELEASE_ENV = 'development';

/** `npm run release -- …` against the suite's release store; resolves to its output. */
export function release(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['bff/src/release/cli.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, RELEASE_ROOT: releaseRoot, USER: 'e2e' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`release ${args.join(' ')} failed:\n${stdout}\n${stderr}`));
        else resolve(stdout);
      },
    );
  });
}
