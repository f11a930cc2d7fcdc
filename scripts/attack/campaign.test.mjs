import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { ask } from './ask.mjs';
import { campaign, choose } from './campaign.mjs';
import { clientError, probe } from './probe.mjs';
import { serve } from './test-server.mjs';

let server;
let printed;
let stopped;
beforeAll(async () => {
  // A site that serves its own config and nothing else.
  server = await serve((asked) => (asked.url === '/config' ? { body: 'ok' } : { status: 404 }));
});
afterAll(() => server.close());
beforeEach(() => {
  printed = [];
  stopped = [];
  jest.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
  jest
    .spyOn(console, 'error')
    .mockImplementation((error) => printed.push(`error ${error.message}`));
});
afterEach(() => jest.restoreAllMocks());

const get = (path) => probe(`GET ${path}`, (site) => ask(site.url, { path }), clientError);
const paths = { name: 'paths', probes: [get('/.env'), get('/.git/config')] };
const storage = { name: 'browser storage', probes: [get('/config')] };
const CLASSES = [paths, storage];

/** Targets on the one server, each stopped into `stopped`; `faults` what runFaults gives. */
const targets = (faults = []) => ({
  startTarget: async (kind) => ({
    name: kind === 'single' ? 'one BFF' : 'three replicas',
    url: server.url,
    cluster: { stop: async () => stopped.push(kind) },
  }),
  runFaults: async (site) => (typeof faults === 'function' ? faults(site) : faults),
});

/** The printed lines without their times. */
const lines = () => printed.map((line) => line.replace(/\d+ m?s\)/, 'T)'));

describe('choosing what run.mjs runs', () => {
  it('runs every class and the faults when nothing is named', () => {
    expect(choose([], CLASSES)).toEqual({ chosen: CLASSES, withFaults: true });
  });

  it('runs the classes named by their first word, and the faults only when named', () => {
    expect(choose(['browser'], CLASSES)).toEqual({ chosen: [storage], withFaults: false });
    expect(choose(['faults'], CLASSES)).toEqual({ chosen: [], withFaults: true });
  });
});

describe('a campaign against both targets', () => {
  it('runs each class on each target, prints what got through, and fails', async () => {
    const fault = { name: 'none', requests: 3, unanswered: 0, p99: 5, met: true };
    const code = await campaign(choose([], CLASSES), targets([fault]));
    expect(code).toBe(1);
    expect(lines().slice(0, 4)).toEqual([
      `one BFF at ${server.url} (started in T)`,
      '  paths: 2 tried, 2 refused, 0 through (T)',
      '  browser storage: 1 tried, 0 refused, 1 through (T)',
      '    THROUGH GET /config: 200 ok',
    ]);
    // The report: each class on each target, then the replicas' fault.
    expect(lines()).toEqual(
      expect.arrayContaining([
        'browser storage  one BFF              1        0        1',
        'paths            three replicas       2        2        0',
        expect.stringMatching(/^none +3 +0 +5 ms {2}ok {3}<= 2000 ms$/),
      ]),
    );
    expect(lines().at(-1)).toBe('\n2 through, 0 faults over goal (T)');
    expect(stopped).toEqual(['single', 'replicas']);
  });

  it('passes when nothing got through, with only the replicas when only the faults are named', async () => {
    const faultedOn = [];
    const faults = (site) => {
      faultedOn.push(site.name);
      return [];
    };
    expect(await campaign(choose(['faults'], CLASSES), targets(faults))).toBe(0);
    expect(faultedOn).toEqual(['three replicas']);
    expect(stopped).toEqual(['replicas']);
  });

  it('runs no faults unless named', async () => {
    const code = await campaign(
      choose(['paths'], CLASSES),
      targets(() => Promise.reject(new Error('ran'))),
    );
    expect(code).toBe(0);
  });

  it('fails on an error, having stopped the target', async () => {
    const code = await campaign(
      choose([], CLASSES),
      targets(() => Promise.reject(new Error('Redis never started'))),
    );
    expect(code).toBe(1);
    expect(printed.at(-1)).toBe('error Redis never started');
    expect(stopped).toEqual(['single', 'replicas']);
  });
});
