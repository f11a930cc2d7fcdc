// Lighthouse's Chromium as an ordinary user's. Run by root, as CI runs, Chromium holds the right
// to raise priorities and uses it: its browser, GPU, IO and compositor threads run at nice −8,
// the page's main thread at 0 (measured with /proc, 2026-11-30), which then waits for a core
// behind them: each task takes about twice its CPU time, and Lighthouse's simulation counts that
// time four times over. No user's browser can do that. So, as root, Chromium runs as `nobody`
// (setpriv, util-linux), with a profile and a home of its own that this user can write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../../tooling/chromium.cjs';

const WRAPPER = fileURLToPath(new URL('./chromium-as-user.sh', import.meta.url));

/** A user's ids from /etc/passwd (`null` if there is no such user). */
export function userIds(name, passwd = '/etc/passwd') {
  let text;
  try {
    text = fs.readFileSync(passwd, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

/**
 * chrome-launcher's options for a Chromium without privileges, and `cleanup` to remove its
 * profile once it is killed. Not root (or no `nobody`): Chromium as it is, nothing to remove.
 */
export function unprivilegedChromium({ uid = process.getuid?.(), ids = userIds('nobody') } = {}) {
  if (uid !== 0 || !ids) return { options: { chromePath: CHROMIUM_PATH }, cleanup: () => {} };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-lighthouse-'));
  fs.chownSync(profile, ids.uid, ids.gid);
  return {
    options: {
      chromePath: WRAPPER,
      userDataDir: profile,
      envVars: {
        ...process.env,
        HOME: profile,
        QSR_CHROMIUM: CHROMIUM_PATH,
        QSR_CHROMIUM_UID: String(ids.uid),
        QSR_CHROMIUM_GID: String(ids.gid),
      },
    },
    cleanup: () => fs.rmSync(profile, { recursive: true, force: true }),
  };
}
