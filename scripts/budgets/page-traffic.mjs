// What a visit of a page downloads, as the bundle budget counts it: its scripts (by build,
// gzip-compressed), its fonts and its API answers, recorded from the page's own events.
import zlib from 'node:zlib';
import { chunkIdsOf, locate, sharedLibraries, unusedPreloads } from './bundle-rules.mjs';
import { librarySources } from './bundle-files.mjs';

const isApi = (url) => new URL(url).pathname.startsWith('/api/');

/**
 * Starts recording what the Playwright `page` downloads (`distOf`: dist folder by build);
 * `settled()` resolves once every API answer seen so far is read.
 */
export function recordTraffic(page, distOf) {
  const traffic = { scripts: [], fonts: [], apiAnswers: [] };
  const apiReads = [];
  page.on('requestfinished', (request) => {
    if (!isApi(request.url())) return;
    apiReads.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body();
        traffic.apiAnswers.push({
          url: request.url(),
          sent: sizes.responseBodySize,
          bytes: body.length,
        });
      })().catch(() => {}),
    );
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'font' && type !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (type === 'font') {
      traffic.fonts.push(body.length);
      return;
    }
    traffic.scripts.push({
      url: response.url(),
      ...locate(response.url(), distOf),
      gzip: zlib.gzipSync(body).length,
      chunkIds: chunkIdsOf(body),
    });
  });
  return { ...traffic, settled: () => Promise.all(apiReads) };
}

/**
 * A visit's figures, as the table's rows take them: `traffic` as recorded, `preloads` as the
 * page reported them (the chunks webpack received, the preloads it did not use), its heading.
 */
export function visitFigures({ scripts, fonts, apiAnswers }, preloads, heading) {
  const { runtimes, twice } = sharedLibraries(scripts, (script) => librarySources(script.file));
  return {
    scripts,
    apiAnswers,
    runtimes,
    twice,
    unusedPreloads: unusedPreloads(preloads, scripts),
    heading,
    fontBytes: fonts.reduce((sum, bytes) => sum + bytes, 0),
  };
}
