/* A real redis-server (Debian's package) on a free port, for tests and the scale run. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../tooling/free-port.cjs';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM), as an outage; a paused one is resumed first. */
  stop(): Promise<void>;
  /** Kills the server (SIGKILL): connections drop at once, nothing is saved. */
  kill(): Promise<void>;
  /** Stalls the server (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  /** Lets a stalled server go on (SIGCONT). */
  resume(): void;
  /** Starts it again on the same port, as recovery. */
  start(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed (Debian: apt-get install -y redis-server)')
          : error,
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function stopped(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // A stopped process takes no SIGTERM until it goes on.
    child.kill('SIGCONT');
    child.kill(signal);
  });
}

export async function startRedisServer(): Promise<RunningRedis> {
  // Below the ephemeral range, so that no outgoing connection takes it while the server is down.
  const port = await freePort();
  let child = await launch(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopped(child, 'SIGTERM'),
    kill: () => stopped(child, 'SIGKILL'),
    pause() {
      if (running(child)) child.kill('SIGSTOP');
    },
    resume() {
      if (running(child)) child.kill('SIGCONT');
    },
    async start() {
      child = await launch(port);
    },
  };
}
