// The host's build also emits the service worker (`/sw.js`, bundled from
// `src/pwa/worker.ts`, since it must be one classic script at the site's root)
// and the app icons the web app manifest names (`/icons/<channel>-<size>.png`, committed in
// `src/pwa/icons/`).
const fs = require('node:fs/promises');
const path = require('node:path');
const { classicScript } = require('../../../tooling/classic-script.cjs');
const { EmitAssetsPlugin } = require('../../../tooling/emit-assets-plugin.cjs');

const ICONS = path.join(__dirname, 'icons');

const serviceWorkerPlugin = () =>
  new EmitAssetsPlugin('ServiceWorkerPlugin', async (emit) => {
    emit('sw.js', await classicScript(path.join(__dirname, 'worker.ts')));
    for (const icon of await fs.readdir(ICONS))
      emit(`icons/${icon}`, await fs.readFile(path.join(ICONS, icon)));
  });

module.exports = { serviceWorkerPlugin };
