// What the budget and bench scripts share as command-line programs: their options, their JSON
// reports and their start when run (not imported by another script or a test).
import fs from 'node:fs';
import path from 'node:path';

/** The value after `name` in `argv` (`--json <file>`), or undefined when it is not given. */
export function optionValue(argv, name) {
  const at = argv.indexOf(name);
  return at > 0 ? argv[at + 1] : undefined;
}

/** Writes `value` as indented JSON with a final newline, creating the file's folder. */
export function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Runs `main` when the module at `moduleUrl` is the program node was started with; a failure is
 * printed and sets the exit code, as an uncaught one would.
 */
export function runIfEntry(moduleUrl, main) {
  if (process.argv[1] !== new URL(moduleUrl).pathname) return undefined;
  return main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
