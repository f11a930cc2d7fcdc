import fs from 'node:fs';
import type { DrawAnswer, DrawRequest } from './draw-request';
import type { GeographyPaths } from './geography';
import { fitView } from './view';

const statesAtlas = fs.readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8');
const markers = [
  { id: 101, label: 'Raleigh', lat: 35.8381, lng: -78.6766 },
  { id: 115, label: 'Atlanta', lat: 33.7727, lng: -84.3653 },
];
const { projection } = fitView(markers, 640, 420, 28);
/** What `fetch` answers (this test environment has no Response). */
const answer = (status: number, body = '') => ({
  ok: status === 200,
  status,
  json: async () => JSON.parse(body) as unknown,
});

/**
 * A fresh drawer module (it keeps its worker for the page) and worker module (its atlas cache),
 * with the atlas served by `fetch`.
 */
async function freshDrawer() {
  jest.resetModules();
  global.fetch = jest.fn(async () => answer(200, statesAtlas)) as never;
  return import('./geography-drawer');
}

/** A worker that runs the real worker's drawing in this process, or fails to load. */
function fakeWorker({ loads }: { loads: boolean }) {
  const made: string[] = [];
  const asked: DrawRequest[] = [];
  class FakeWorker {
    onmessage: ((event: { data: DrawAnswer }) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor(url: string) {
      made.push(url);
    }
    postMessage(request: DrawRequest) {
      asked.push(request);
      if (!loads) {
        setTimeout(() => this.onerror?.(), 0);
        return;
      }
      void import('./geography-worker').then(({ draw }) =>
        draw(request).then((data) => this.onmessage?.({ data })),
      );
    }
    terminate() {
      this.terminated = true;
    }
  }
  return { FakeWorker, made, asked };
}

const original = global.Worker;
afterEach(() => {
  global.Worker = original;
});

describe('the offline map’s geography, drawn off the page’s thread', () => {
  let onThePage: GeographyPaths;
  beforeAll(async () => {
    // No Worker in this test environment: the page draws it itself.
    onThePage = await (await freshDrawer()).drawMap(projection, false);
  });

  it('draws on the page where no worker can run', () => {
    expect(onThePage.land).toMatch(/^M/);
    expect(onThePage.states).toMatch(/^M/);
    expect(onThePage.counties).toBe('');
  });

  it('asks one worker for each view, with the view’s projection, and sets what it answers', async () => {
    const { FakeWorker, made, asked } = fakeWorker({ loads: true });
    global.Worker = FakeWorker as never;
    const { drawMap } = await freshDrawer();
    const [first, again] = await Promise.all([
      drawMap(projection, false),
      drawMap(projection, false),
    ]);
    expect(first).toEqual(onThePage);
    expect(again).toEqual(onThePage);
    expect(made).toEqual(['/remotes/locator/geography-worker.js']);
    expect(asked.map((request) => request.id)).toEqual([1, 2]);
    expect(asked[0]).toMatchObject({
      url: '/remotes/locator/assets/states-10m.json',
      withCounties: false,
      scale: projection.scale(),
      translate: projection.translate(),
      clip: [
        [0, 0],
        [640, 420],
      ],
    });
  });

  it('draws on the page when the worker’s script does not load, and keeps doing so', async () => {
    const { FakeWorker, made } = fakeWorker({ loads: false });
    global.Worker = FakeWorker as never;
    const { drawMap } = await freshDrawer();
    expect(await drawMap(projection, false)).toEqual(onThePage);
    expect(await drawMap(projection, false)).toEqual(onThePage);
    expect(made).toHaveLength(1);
  });

  it('says why when the atlas cannot be had', async () => {
    const { FakeWorker } = fakeWorker({ loads: true });
    global.Worker = FakeWorker as never;
    const { drawMap } = await freshDrawer();
    global.fetch = jest.fn(async () => answer(503)) as never;
    await expect(drawMap(projection, false)).rejects.toThrow("The map's geography answered 503");
  });
});
