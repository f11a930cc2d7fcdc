import { describe, expect, it } from '@jest/globals';
import { runCommand } from './release.mjs';

describe('running a command as a release manager does', () => {
  it('resolves to its exit code and its output, both streams as they came', async () => {
    const script =
      "process.stdout.write('released '); setTimeout(() => { process.stderr.write(process.env.NOTE); process.exit(3); }, 20);";
    const ran = await runCommand(process.execPath, ['-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, NOTE: 'refused' },
    });
    expect(ran).toEqual({ code: 3, output: 'released refused' });
  });
});
