import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { optionValue, runIfEntry, writeJson } from './cli.mjs';

afterEach(() => {
  jest.restoreAllMocks();
  process.exitCode = undefined;
});

describe("the scripts' command line", () => {
  it('reads the value after an option, and nothing when the option is missing', () => {
    const argv = ['node', 'script.mjs', '--json', 'out.json', '--only', 'a,b'];
    expect(optionValue(argv, '--json')).toBe('out.json');
    expect(optionValue(argv, '--only')).toBe('a,b');
    expect(optionValue(argv, '--run')).toBeUndefined();
    // The program's own name is never an option, even when it looks like one.
    expect(optionValue(['--json', 'x'], '--json')).toBeUndefined();
  });

  it('writes a report as indented JSON ending in a newline, into a folder it creates', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-'));
    const file = path.join(folder, 'results', 'report.json');
    writeJson(file, { rows: [1] });
    expect(fs.readFileSync(file, 'utf8')).toBe('{\n  "rows": [\n    1\n  ]\n}\n');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('runs a script only when it is the program node started', async () => {
    const main = jest.fn(async () => {});
    await runIfEntry(pathToFileURL('/elsewhere/other.mjs').href, main);
    expect(main).not.toHaveBeenCalled();
    await runIfEntry(pathToFileURL(process.argv[1]).href, main);
    expect(main).toHaveBeenCalledTimes(1);
  });

  it("prints a script's failure and sets the exit code", async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('no site');
    await runIfEntry(pathToFileURL(process.argv[1]).href, async () => {
      throw failure;
    });
    expect(printed).toHaveBeenCalledWith(failure);
    expect(process.exitCode).toBe(1);
  });
});
