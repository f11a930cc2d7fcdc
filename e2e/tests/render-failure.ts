import type { Page } from '@playwright/test';

/** What the injected pages throw, so the test can find it in the console. */
export const INJECTED_RENDER_FAILURE = 'injected render failure';

/**
 * Fault injection: the network serves a broken build of a remote. Its
 * `./routes` chunk is the real one with every page of its `pages` replaced by a component that
 * throws while rendering (once the module is ready, for one that awaits at its top level). The broken chunk installs its modules and then leaves the chunk list
 * (`self.webpackChunk<remote>`), as a chunk that was never loaded: a remote loaded afresh (the
 * host's retry) asks the network for it again, so it gets whatever the network serves then.
 * Returns the function that stops the fault.
 */
export async function breakRemotePages(page: Page, remote: string): Promise<() => Promise<void>> {
  const files = `**/remotes/${remote}/**/__federation_expose_routes*.js`;
  const global = `self.webpackChunk${remote}`;
  const broken = `(function () {
  var chunks = ${global} = ${global} || [];
  var push = chunks.push;
  chunks.push = function (data) {
    chunks.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      var breakPages = function (exported) {
        var pages = exported && exported.pages;
        if (!pages || typeof pages !== 'object') return;
        Object.keys(pages).forEach(function (key) {
          pages[key] = function Broken() {
            throw new Error(${JSON.stringify(INJECTED_RENDER_FAILURE)});
          };
        });
      };
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        // A module with a top-level await exports a promise of its exports.
        if (module.exports && typeof module.exports.then === 'function') module.exports.then(breakPages);
        else breakPages(module.exports);
      };
    });
    var result = push.apply(chunks, arguments);
    var at = chunks.indexOf(data);
    if (at >= 0) chunks.splice(at, 1);
    return result;
  };
})();
`;
  await page.route(files, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      // Not kept by the browser's memory cache, which would serve the broken copy again.
      headers: { ...response.headers(), 'cache-control': 'no-store' },
      body: broken + (await response.text()),
    });
  });
  return () => page.unroute(files);
}
