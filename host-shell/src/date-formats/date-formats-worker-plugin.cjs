// Every build of the host emits the date formats worker (warm-date-formats.ts) at the site's
// root, as one classic script: a worker must come from the page's own origin.
const path = require('node:path');
const { classicScript } = require('../../../tooling/classic-script.cjs');
const { EmitAssetsPlugin } = require('../../../tooling/emit-assets-plugin.cjs');

const dateFormatsWorkerPlugin = () =>
  new EmitAssetsPlugin('DateFormatsWorkerPlugin', async (emit) =>
    emit(
      'date-formats-worker.js',
      await classicScript(path.join(__dirname, 'date-formats-worker.ts')),
    ),
  );

module.exports = { dateFormatsWorkerPlugin };
