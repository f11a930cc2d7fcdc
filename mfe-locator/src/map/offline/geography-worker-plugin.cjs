// The locator's build emits the geography worker (geography-worker.ts) beside its other files,
// as one classic script: a worker must come from the page's own origin, and this remote's files
// are served by the site's own server.
const path = require('node:path');
const { classicScript } = require('../../../../tooling/classic-script.cjs');
const { EmitAssetsPlugin } = require('../../../../tooling/emit-assets-plugin.cjs');

const geographyWorkerPlugin = () =>
  new EmitAssetsPlugin('GeographyWorkerPlugin', async (emit) =>
    emit('geography-worker.js', await classicScript(path.join(__dirname, 'geography-worker.ts'))),
  );

module.exports = { geographyWorkerPlugin };
