// Issue 15: the host's build also emits the service worker (`/sw.js`, bundled from
// `src/pwa/worker.ts`, since it must be one classic script at the site's root)
// and the app icons the web app manifest names (`/icons/<channel>-<size>.png`).
const path = require('node:path');
const { classicScript } = require('../../../tooling/classic-script.cjs');
const { EmitAssetsPlugin } = require('../../../tooling/emit-assets-plugin.cjs');
const { iconPng, THEME_COLOURS, ICON_SIZES } = require('./icons.cjs');

const serviceWorkerPlugin = () =>
  new EmitAssetsPlugin('ServiceWorkerPlugin', async (emit) => {
    emit('sw.js', await classicScript(path.join(__dirname, 'worker.ts')));
    for (const [channel, colour] of Object.entries(THEME_COLOURS)) {
      for (const size of ICON_SIZES) emit(`icons/${channel}-${size}.png`, iconPng(size, colour));
    }
  });

module.exports = { serviceWorkerPlugin };
