import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { unprivilegedChromium, userIds } from './unprivileged-chromium.mjs';

const NOBODY = { uid: 65534, gid: 65534 };

describe("Lighthouse's Chromium runs as an ordinary user's", () => {
  it("reads a user's ids from the password file", () => {
    const passwd = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'passwd-')), 'passwd');
    fs.writeFileSync(
      passwd,
      'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534::/:/usr/sbin/nologin\n',
    );
    expect(userIds('nobody', passwd)).toEqual(NOBODY);
    expect(userIds('somebody', passwd)).toBeNull();
    expect(userIds('nobody', `${passwd}.missing`)).toBeNull();
  });

  it('leaves Chromium as it is for a user who is not root, or with no one to run it as', () => {
    for (const given of [
      { uid: 1000, ids: NOBODY },
      { uid: 0, ids: null },
    ]) {
      const { options, cleanup } = unprivilegedChromium(given);
      expect(options).toEqual({ chromePath: CHROMIUM_PATH });
      expect(cleanup).not.toThrow();
    }
  });

  it('as root, runs it through the wrapper as that user, with a profile the user owns', () => {
    if (process.getuid?.() !== 0) return;
    const { options, cleanup } = unprivilegedChromium({ uid: 0, ids: NOBODY });
    try {
      expect(options.chromePath).toMatch(/chromium-as-user\.sh$/);
      const owner = fs.statSync(options.userDataDir);
      expect([owner.uid, owner.gid]).toEqual([NOBODY.uid, NOBODY.gid]);
      expect(options.envVars).toMatchObject({
        HOME: options.userDataDir,
        QSR_CHROMIUM: CHROMIUM_PATH,
        QSR_CHROMIUM_UID: '65534',
      });
      // The wrapper starts the program as that user, unable to raise a priority.
      const seen = execFileSync(
        options.chromePath,
        ['-c', 'id -u; grep CapEff /proc/self/status'],
        {
          env: { ...options.envVars, QSR_CHROMIUM: '/bin/sh' },
          encoding: 'utf8',
        },
      );
      expect(seen).toMatch(/^65534\nCapEff:\s+0+\n$/);
    } finally {
      cleanup();
    }
    expect(fs.existsSync(options.userDataDir)).toBe(false);
  });
});
