// The processes of the scale cluster: the site's services run by Node, and Debian's programs
// (redis-server, HAProxy), each started and waited for until it answers.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { root, waitFor } from '../processes.mjs';

/** Resolves when `child` has exited (at once if it already has). */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/**
 * One of the site's services with Node itself (tsx as a loader, not a wrapper process), so that
 * a signal sent to the child (SIGKILL, SIGSTOP) reaches the service.
 */
export function nodeProcess(script, env) {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Starts `script` (nodeProcess), noting it in `started`; resolves once `health` answers. */
export async function startNodeService(script, env, health, started) {
  const child = nodeProcess(script, env);
  started.push(child);
  await waitFor(health, { child, timeoutMs: 60_000 });
  return child;
}

/** What to do when Debian's program `name` is not installed. */
export const installHint = (name) =>
  `${name} is not installed (Debian: apt-get install -y ${name === 'haproxy' ? 'haproxy' : 'redis-server'})`;

/** A program from Debian's packages, its errors prefixed with its name. */
export function program(name, args, env = {}) {
  const child = spawn(name, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('error', (error) => {
    if (error.code === 'ENOENT') {
      console.error(installHint(name));
      process.exit(1);
    }
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  child.stdout.resume();
  return child;
}

/** Resolves once something listens on `port` of 127.0.0.1; rejects after `timeoutMs`. */
export async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `program` noting it in `started`; resolves once it listens on `port`. */
export async function startProgram(name, args, env, port, started) {
  const child = program(name, args, env);
  started.push(child);
  await waitForPort(port);
  return child;
}

/**
 * A program `launch()` starts (resolving to its child), that `start()` starts again after
 * `stop()` or a kill; `child` is the one running.
 */
export function restartable(fields, launch) {
  return {
    ...fields,
    child: undefined,
    async start() {
      this.child = await launch();
    },
    async stop() {
      this.child.kill('SIGTERM');
      await exited(this.child);
    },
  };
}
