import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from '@jest/globals';
import { processTree, processType, renderersFirst } from './renderers-first.mjs';

const WAIT = 'setTimeout(() => {}, 20000);';
const started = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A process standing in for one of Chromium's: `node -e <script> -- <args…>`. */
function standIn(args, script = WAIT) {
  const child = spawn(process.execPath, ['-e', script, '--', ...args], { stdio: 'ignore' });
  started.push(child);
  return child;
}

async function waitFor(check) {
  for (let tries = 0; tries < 100 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

const typeOf = (pid) => processType(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));

describe("Chromium's other processes yield to the renderers", () => {
  it("reads a process's type from its command line", () => {
    expect(processType('/usr/lib/chromium/chromium\0--headless=new\0')).toBe('browser');
    expect(processType('chromium\0--type=renderer\0--lang=en')).toBe('renderer');
    expect(processType('/proc/self/exe\0--type=gpu-process\0')).toBe('gpu-process');
    // A URL that mentions a type is not the process's.
    expect(processType('chromium\0http://x/?--type=renderer')).toBe('browser');
    // Chromium's child processes rewrite their command line with spaces between the arguments.
    expect(processType('/usr/lib/chromium/chromium --type=renderer --lang=en')).toBe('renderer');
    expect(processType('/usr/lib/chromium/chromium --type=zygote --no-sandbox')).toBe('zygote');
  });

  it('sets every thread under the browser at nice 10 but the renderers’ and the zygote’s', async () => {
    const types = ['gpu-process', 'renderer', 'zygote'];
    const children = types.map(
      (type) =>
        `require('child_process').spawn(process.execPath, ['-e', '${WAIT}', '--', '--type=${type}'], { stdio: 'ignore' });`,
    );
    const browser = standIn(['--headless=new'], children.join('') + WAIT);
    expect(await waitFor(() => processTree(browser.pid).length === 4)).toBe(true);
    const elsewhere = standIn(['--type=gpu-process']);

    // Node's threads: a handful in each of the two processes set.
    expect(renderersFirst(browser.pid)).toBeGreaterThanOrEqual(2);

    const nice = Object.fromEntries(
      processTree(browser.pid).map((pid) => [typeOf(pid), os.getPriority(pid)]),
    );
    expect(nice).toEqual({ browser: 10, 'gpu-process': 10, renderer: 0, zygote: 0 });
    const threads = fs.readdirSync(`/proc/${browser.pid}/task`).map(Number);
    expect(threads.map((thread) => os.getPriority(thread))).toEqual(threads.map(() => 10));
    expect(os.getPriority(elsewhere.pid)).toBe(0);
  });
});
