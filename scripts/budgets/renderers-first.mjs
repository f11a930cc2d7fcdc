// Lighthouse's simulation counts a main-thread task's wall time four times over. On two cores
// the page's renderer waits in the run queue behind Chromium's own GPU and browser processes,
// each as busy as the page while it loads (docs/performance.md, "Why the gate fails on this
// machine"). A phone runs those on cores of their own: here they yield to the renderers, as the
// site's servers do (site.mjs, `nice`).
import fs from 'node:fs';
import os from 'node:os';

const YIELDING = 10;

function parentOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command's name, in parentheses, may hold spaces: the fields follow the last ')'.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** `pid` and the processes under it. */
export function processTree(pid, read = parentOf) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), read(entry));
    } catch {
      // Gone while read.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(child) || !tree.has(parent)) continue;
      tree.add(child);
      grew = true;
    }
  }
  return [...tree];
}

/**
 * A Chromium process's `--type` ('browser' for the first). Chromium's child processes rewrite
 * their command line as one string, its arguments separated by spaces, not NULs.
 */
export function processType(commandLine) {
  return /(?:^|[\0 ])--type=([a-z-]+)/.exec(commandLine)?.[1] ?? 'browser';
}

/**
 * Every thread of the Chromium started as `browserPid` at nice 10, but the renderers' and the
 * zygote's (which forks them). Raising a nice needs no privilege; Linux sets it per thread, so
 * each thread is set, and what a thread starts later inherits its nice. Returns how many threads
 * were set; on a system without /proc, none.
 */
export function renderersFirst(browserPid) {
  if (!fs.existsSync('/proc/self/task')) return 0;
  let threads = 0;
  for (const pid of processTree(browserPid)) {
    try {
      const type = processType(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      if (type === 'renderer' || type === 'zygote') continue;
      for (const thread of fs.readdirSync(`/proc/${pid}/task`)) {
        os.setPriority(Number(thread), YIELDING);
        threads += 1;
      }
    } catch {
      // A process or thread that ended meanwhile.
    }
  }
  return threads;
}
