// Every build of the host that uses the `icu-warm-up` trick emits its worker
// (icu-warm-up-worker.ts) at the site's root, as one classic script: a worker must come from the
// page's own origin.
const path = require('node:path');
const { classicScript } = require('../../../tooling/classic-script.cjs');
const { EmitAssetsPlugin } = require('../../../tooling/emit-assets-plugin.cjs');

const icuWarmUpPlugin = () =>
  new EmitAssetsPlugin('IcuWarmUpPlugin', async (emit) =>
    emit('icu-warm-up.js', await classicScript(path.join(__dirname, 'icu-warm-up-worker.ts'))),
  );

module.exports = { icuWarmUpPlugin };
