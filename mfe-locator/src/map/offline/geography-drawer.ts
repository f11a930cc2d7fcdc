import type { GeoProjection } from 'd3-geo';
import { COUNTIES_URL, GEOGRAPHY_WORKER_URL, STATES_URL } from './atlas-files';
import type { DrawAnswer, DrawRequest } from './draw-request';
import type { GeographyPaths } from './geography';

interface Waiting {
  request: DrawRequest;
  projection: GeoProjection;
  resolve: (paths: GeographyPaths) => void;
  reject: (error: Error) => void;
}

/** The page's geography worker: undefined until first asked, null where it cannot run. */
let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

/**
 * Draws on the page's own thread, where no worker runs (or its script failed to load): the
 * atlas code is fetched then, since the worker has its own copy.
 */
function drawOnPage({ request, projection, resolve, reject }: Waiting): void {
  void import('./geography')
    .then(async ({ drawGeography, loadGeography }) =>
      resolve(drawGeography(await loadGeography(request.url), projection, request.withCounties)),
    )
    .catch(reject);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(GEOGRAPHY_WORKER_URL);
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<DrawAnswer>) => {
    const answer = event.data;
    const asked = waiting.get(answer.id);
    if (!asked) return;
    waiting.delete(answer.id);
    if ('paths' in answer) asked.resolve(answer.paths);
    else asked.reject(new Error(answer.failed));
  };
  // The worker's script did not load (offline, refused): the page draws, now and from now on.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const stranded = [...waiting.values()];
    waiting.clear();
    stranded.forEach(drawOnPage);
  };
  return worker;
}

/**
 * The geography's paths in a view: the states, or with the counties too. Fetching the atlas,
 * building its shapes and projecting them is the heaviest work of the locator's pages, so a
 * worker does it and the page only sets the paths it answers.
 */
export function drawMap(projection: GeoProjection, withCounties: boolean): Promise<GeographyPaths> {
  const request: DrawRequest = {
    id: (lastId += 1),
    url: withCounties ? COUNTIES_URL : STATES_URL,
    withCounties,
    scale: projection.scale(),
    translate: projection.translate(),
    clip: projection.clipExtent(),
  };
  return new Promise((resolve, reject) => {
    const asked = { request, projection, resolve, reject };
    const running = startWorker();
    if (!running) {
      drawOnPage(asked);
      return;
    }
    waiting.set(request.id, asked);
    running.postMessage(request);
  });
}
