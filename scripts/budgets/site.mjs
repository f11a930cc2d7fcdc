// A throwaway site for the budget and benchmark scripts: a freshly seeded sandbox and the BFF
// on free ports (never the ports of `npm start` or of the e2e suite), serving what is built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { freePort } from '../../tooling/free-port.cjs';
import { startSandboxAndBff, waitFor } from '../processes.mjs';

/**
 * Starts the site; `stop()` ends its processes and removes its data. `nice` lowers the
 * servers' CPU priority (see startService); `readyTimeoutMs` is how long the sandbox may take
 * to seed and listen. `start` starts the servers (startSandboxAndBff's arguments and result).
 */
export async function startSite({
  env = {},
  nice = 0,
  readyTimeoutMs = 30_000,
  start = startSandboxAndBff,
} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-site-'));
  const [port, cateringPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
  const common = {
    PORT: String(port),
    CATERING_PORT: String(cateringPort),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB: path.join(dataDir, 'sandbox.sqlite'),
    RELEASE_ROOT: path.join(dataDir, 'release'),
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const children = start(String(sandboxPort), common, { nice });
  const [sandbox, bff] = children;
  const stop = () => {
    // A bench starts many sites: each leaves no listener behind once stopped.
    process.off('exit', stop);
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    // A chain-scale sandbox seeds for tens of seconds before it listens.
    await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`, {
      child: sandbox,
      timeoutMs: readyTimeoutMs,
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, { child: bff });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    consumerUrl: `http://localhost:${port}`,
    cateringUrl: `http://localhost:${cateringPort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    stop,
  };
}

/** Playwright's Chromium, the installed one with this machine's flags. */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
