import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { runNote, runParts, writeFigures } from './run-figures.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'performance-figures-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const START = '<!-- figures:start (npm run bench writes this part) -->';
const END = '<!-- figures:end -->';
const proxy = {
  connections: 50,
  duration: 10,
  rounds: 1,
  direct: { requestsPerSecond: 9000, p50: 4, p99: 9 },
  bff: { requestsPerSecond: 7000, p50: 5, p99: 11 },
  bffNoKeepAlive: { requestsPerSecond: 3000, p50: 9, p99: 20 },
  throughputRatio: 0.78,
  p99Ratio: 1.2,
  healthz: { p95: 2 },
  met: true,
};

/** A results folder for a run started an hour ago: `proxy.json` of this run, `tricks.json` older. */
function results() {
  const dir = fs.mkdtempSync(path.join(folder, 'results-'));
  const startedAt = new Date(Date.now() - 3_600_000);
  fs.writeFileSync(path.join(dir, 'proxy.json'), JSON.stringify(proxy));
  fs.writeFileSync(path.join(dir, 'tricks.json'), JSON.stringify({ rows: [] }));
  const before = new Date(startedAt.getTime() - 60_000);
  fs.utimesSync(path.join(dir, 'tricks.json'), before, before);
  return { dir, startedAt };
}

describe("the machine's note of a run", () => {
  it('keeps when it started and the load and processors of this machine', () => {
    const note = runNote(new Date('2026-12-01T00:13:25.880Z'));
    expect(note.startedAt).toBe('2026-12-01T00:13:25.880Z');
    expect(note.cpus).toBe(os.cpus().length);
    expect(note.load).toHaveLength(3);
    expect(typeof note.model).toBe('string');
  });
});

describe("a run's parts", () => {
  it('reads what this run wrote, and not what a part wrote before the run or never', () => {
    const { dir, startedAt } = results();
    expect(runParts(dir, startedAt.toISOString())).toEqual({
      bundles: undefined,
      tricks: undefined,
      lighthouse: undefined,
      proxy,
    });
  });
});

describe('the figures in the document', () => {
  it('replaces the figures part with the run’s, formatted, and keeps the rest', async () => {
    const { dir, startedAt } = results();
    const runFile = path.join(dir, 'run.json');
    fs.writeFileSync(runFile, JSON.stringify({ ...runNote(startedAt), model: 'Test CPU' }));
    const doc = path.join(folder, 'performance.md');
    fs.writeFileSync(doc, `# Performance\n\n${START}\nold figures\n${END}\n\nAfter.\n`);
    await writeFigures({ runFile, results: dir, doc, format: async (text) => text.toUpperCase() });
    const written = fs.readFileSync(doc, 'utf8');
    expect(written).toMatch(/^# PERFORMANCE\n\n<!-- FIGURES:START/);
    expect(written).not.toContain('OLD FIGURES');
    expect(written).toContain('(TEST CPU)');
    expect(written).toContain('BUNDLES: NOT MEASURED IN THIS RUN.');
    expect(written).toContain('PERFORMANCE TRICKS: NOT MEASURED IN THIS RUN.');
    expect(written).toContain('GOAL MET.');
    expect(written).toMatch(/<!-- FIGURES:END -->\n\nAFTER.\n$/);
  });
});
