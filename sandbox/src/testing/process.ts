import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * Starts the sandbox as `npm start -w sandbox` does (`src/main.ts`, on a free port) with the
 * environment `env` over this process's; a variable set to undefined is left out. Resolves
 * once it listens, with its base URL.
 */
export function startSandboxProcess(
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; base: string }> {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, SANDBOX_PORT: '0', ...env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const child = spawn(tsx, [path.join(REPO_ROOT, 'sandbox', 'src', 'main.ts')], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    // A child that never listens is ended, or it would keep the test run from exiting.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not start: ${output}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1] as string });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${output}`)));
  });
}
