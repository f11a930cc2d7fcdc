import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';

// A page that holds the main thread for 400 ms once it has painted (blocking time counts from
// the first paint): Lighthouse's 4× slowdown makes it a task of over a second, which no
// machine's reference page comes near.
const SLOWED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slowed</title></head>' +
  '<body><h1>A slowed page.</h1><script>addEventListener("load", () => setTimeout(() => {' +
  'const end = performance.now() + 400; while (performance.now() < end); }, 100));' +
  '</script></body></html>';

let server;
let origin;
let folder;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(SLOWED_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
});

afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const runGate = (args) =>
  new Promise((resolve) => {
    const child = spawn('node', [path.join(__dirname, 'lighthouse-gate.mjs'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });

it('fails the build on a deliberately slowed page, naming the blocking time', async () => {
  const json = path.join(folder, 'gate.json');
  const { code, output } = await runGate(['--runs', '1', '--page', `${origin}/`, '--json', json]);
  expect(output).toMatch(/BREACH/);
  expect(code).toBe(1);
  const [verdict] = JSON.parse(fs.readFileSync(json, 'utf8')).verdicts;
  expect(verdict.breaches.map((breach) => breach.key)).toContain('tbt');
  expect(verdict.median.tbt).toBeGreaterThan(500);
}, 120_000);
