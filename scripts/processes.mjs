// Starting the sandbox and the BFF as child processes, shared by start, serve, dev and e2e.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export async function waitFor(url, { timeoutMs = 30_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts one of the site's services with tsx, with this process's environment and `env` over
 * it (so `SANDBOX_TEST_HOOKS=true npm start` reaches the sandbox). `nice` lowers its CPU
 * priority (and that of the processes it starts), for a benchmark whose browser must not wait
 * for the servers' cores.
 */
export function startService(name, script, env, { watch = false, nice = 0 } = {}) {
  const args = watch ? ['watch', script] : [script];
  const [command, commandArgs] = nice ? ['nice', ['-n', String(nice), tsx, ...args]] : [tsx, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${name} exited with ${code}`);
  });
  return child;
}

export function stopAllOnExit(children) {
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  process.on('exit', stop);
}

/**
 * The sandbox on `sandboxPort` and the BFF in front of it, both with `env`; `options` as
 * startService's. Returns [sandbox, bff].
 */
export function startSandboxAndBff(sandboxPort, env, options = {}) {
  const sandbox = startService(
    'sandbox',
    'sandbox/src/main.ts',
    { SANDBOX_PORT: sandboxPort, ...env },
    options,
  );
  const bff = startService(
    'bff',
    'bff/src/main.ts',
    {
      ORDERING_API_URL: `http://127.0.0.1:${sandboxPort}/ordering/v1`,
      ORDERING_API_V2_URL: `http://127.0.0.1:${sandboxPort}/ordering/v2`,
      ...env,
    },
    options,
  );
  return [sandbox, bff];
}

/** Starts the sandbox, then the BFF in front of it, and resolves when both answer. */
export async function startBackend({ watch = false, env = {} } = {}) {
  const sandboxPort = env.SANDBOX_PORT ?? process.env.SANDBOX_PORT ?? '4010';
  const port = env.PORT ?? process.env.PORT ?? '3000';
  const children = startSandboxAndBff(sandboxPort, env, { watch });
  const [sandbox, bff] = children;
  stopAllOnExit(children);
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`, { child: sandbox });
  await waitFor(`http://127.0.0.1:${port}/healthz`, { child: bff });
  return children;
}
