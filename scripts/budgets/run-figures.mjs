// The figures of a run of `npm run bench` and the document they go into (performance-figures.mjs):
// the machine's note of the run, what each of its parts wrote, and the document's figures part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../processes.mjs';
import { figures, replaceFigures } from './figures-part.mjs';

export const RESULTS = path.join(root, 'bench-results');
export const DOC = path.join(root, 'docs/performance.md');

/** What `npm run bench` notes as it starts: when, and the machine's load before its work. */
export function runNote(now = new Date()) {
  const cpus = os.cpus();
  return {
    startedAt: now.toISOString(),
    load: os.loadavg(),
    cpus: cpus.length,
    model: cpus[0]?.model?.trim() ?? 'unknown',
  };
}

/** A part's results in `folder` when this run wrote them, else undefined. */
function fresh(folder, file, startedAt) {
  const full = path.join(folder, file);
  if (!fs.existsSync(full) || fs.statSync(full).mtime < new Date(startedAt)) return undefined;
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

/** What each part of the run started at `startedAt` wrote to `folder`. */
export const runParts = (folder, startedAt) => ({
  bundles: fresh(folder, 'bundles.json', startedAt),
  tricks: fresh(folder, 'tricks.json', startedAt),
  lighthouse: fresh(folder, 'lighthouse.json', startedAt),
  proxy: fresh(folder, 'proxy.json', startedAt),
});

/**
 * Writes the figures of the run `runFile` notes into the document `doc`, from the parts' results
 * in `results`; `format(text)` formats the document as a whole.
 */
export async function writeFigures({ runFile, results = RESULTS, doc = DOC, format }) {
  const run = JSON.parse(fs.readFileSync(runFile, 'utf8'));
  const parts = runParts(results, run.startedAt);
  const text = replaceFigures(fs.readFileSync(doc, 'utf8'), figures(run, parts, runNote()));
  fs.writeFileSync(doc, await format(text));
}
