// Issue 15: the host's build also emits the service worker (`/sw.js`, bundled from
// `src/pwa/worker.ts` with esbuild, since it must be one classic script at the site's root)
// and the app icons the web app manifest names (`/icons/<channel>-<size>.png`).
const path = require('node:path');
const esbuild = require('esbuild');
const { iconPng, THEME_COLOURS, ICON_SIZES } = require('./icons.cjs');

class ServiceWorkerPlugin {
  constructor(entry) {
    this.entry = entry;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'ServiceWorkerPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const built = await esbuild.build({
            entryPoints: [this.entry],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify: true,
            legalComments: 'none',
          });
          compilation.emitAsset('sw.js', new RawSource(built.outputFiles[0].text));
          for (const [channel, colour] of Object.entries(THEME_COLOURS)) {
            for (const size of ICON_SIZES) {
              compilation.emitAsset(
                `icons/${channel}-${size}.png`,
                new RawSource(iconPng(size, colour)),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin, workerEntry: path.join(__dirname, 'worker.ts') };
