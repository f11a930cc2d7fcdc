// The worker of geography-drawer.ts, built to `geography-worker.js` beside this remote's files
// (a classic script: a worker must come from the page's own origin). It fetches the atlas,
// builds its geography and draws a view's paths, all off the page's thread.
import { geoMercator } from 'd3-geo';
import { drawGeography, loadGeography } from './geography';
import type { DrawRequest, DrawAnswer } from './draw-request';

/** Draws one request: the atlas of `url` (each fetched once), in the view it names. */
export async function draw(request: DrawRequest): Promise<DrawAnswer> {
  try {
    // The page's projection, as fitView made it: a fitted Mercator is its scale and translation.
    const projection = geoMercator()
      .scale(request.scale)
      .translate(request.translate)
      .clipExtent(request.clip);
    const geography = await loadGeography(request.url);
    const paths = drawGeography(geography, projection, request.withCounties);
    return { id: request.id, paths };
  } catch (error) {
    return { id: request.id, failed: String(error) };
  }
}

/** The part of a worker's global scope used here (the remote's types are the page's). */
interface WorkerScope {
  importScripts?: unknown;
  onmessage: ((event: MessageEvent<DrawRequest>) => void) | null;
  postMessage(message: DrawAnswer): void;
}

const scope = self as unknown as WorkerScope;
// In the worker only: a page has no importScripts.
if (typeof scope.importScripts === 'function') {
  scope.onmessage = (event) => {
    void draw(event.data).then((answer) => scope.postMessage(answer));
  };
}
