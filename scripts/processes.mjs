// Starting the sandbox and the BFF as child processes, shared by start, serve, dev and e2e.
import { spawn } from 'node:child_process';
import net from 'node:net';
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

/** The command and arguments that run `script` with tsx: watching it, and `nice`d. */
export function serviceCommand(script, { watch = false, nice = 0 } = {}) {
  const args = watch ? ['watch', script] : [script];
  return nice ? ['nice', ['-n', String(nice), tsx, ...args]] : [tsx, args];
}

/**
 * Starts one of the site's services with tsx, with this process's environment and `env` over
 * it (so `SANDBOX_TEST_HOOKS=true npm start` reaches the sandbox). `nice` lowers its CPU
 * priority (and that of the processes it starts), for a benchmark whose browser must not wait
 * for the servers' cores.
 */
export function startService(name, script, env, options = {}) {
  const [command, commandArgs] = serviceCommand(script, options);
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

/** The sandbox's and the BFF's settings: the sandbox on `sandboxPort`, `env` over both. */
export function backendEnvs(sandboxPort, env = {}) {
  return {
    sandbox: { SANDBOX_PORT: sandboxPort, ...env },
    bff: {
      ORDERING_API_URL: `http://127.0.0.1:${sandboxPort}/ordering/v1`,
      ORDERING_API_V2_URL: `http://127.0.0.1:${sandboxPort}/ordering/v2`,
      ...env,
    },
  };
}

/**
 * The sandbox on `sandboxPort` and the BFF in front of it, both with `env`; `options` as
 * startService's. Returns [sandbox, bff].
 */
export function startSandboxAndBff(sandboxPort, env, options = {}) {
  const envs = backendEnvs(sandboxPort, env);
  return [
    startService('sandbox', 'sandbox/src/main.ts', envs.sandbox, options),
    startService('bff', 'bff/src/main.ts', envs.bff, options),
  ];
}

/** The sandbox's and the BFF's ports: `env`'s, else this process's, else 4010 and 3000. */
export function backendPorts(env = {}, environment = process.env) {
  return {
    sandboxPort: env.SANDBOX_PORT ?? environment.SANDBOX_PORT ?? '4010',
    port: env.PORT ?? environment.PORT ?? '3000',
  };
}

/** Starts the sandbox, then the BFF in front of it, and resolves when both answer. */
export async function startBackend({ watch = false, env = {} } = {}) {
  const { sandboxPort, port } = backendPorts(env);
  const children = startSandboxAndBff(sandboxPort, env, { watch });
  const [sandbox, bff] = children;
  stopAllOnExit(children);
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`, { child: sandbox });
  await waitFor(`http://127.0.0.1:${port}/healthz`, { child: bff });
  return children;
}

/** A port nothing listens on now: one the kernel handed out, then closed. */
export async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
