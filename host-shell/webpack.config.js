const path = require('node:path');
const createWebpackConfig = require('../tooling/webpack.mf.cjs');
const { firstScreenPlugin } = require('../tooling/first-screen-plugin.cjs');
const { classicScriptPlugin } = require('../tooling/classic-script.cjs');
const { usesTrick } = require('../tooling/tricks.cjs');
const { FederationFilesPlugin } = require('./src/pwa/federation-files-plugin.cjs');
const { serviceWorkerPlugin } = require('./src/pwa/service-worker-plugin.cjs');

// The federation runtime and its plugins are src/remotes/federation.ts, a lazy chunk.
const hostConfig = createWebpackConfig({ dir: __dirname, kind: 'host' });

// Every build emits the server module of the first screen and the worker that loads ICU's data;
// production builds also the service worker, and name in the pages the files it keeps for the box.
module.exports = (env, argv) => {
  const config = hostConfig(env, argv);
  config.plugins.push(
    firstScreenPlugin({ entry: path.join(__dirname, 'src/first-screen/server.tsx') }),
  );
  // A build without the trick (the tricks bench's) has no worker: the page's start gets a 404.
  if (usesTrick('intl-data-worker'))
    config.plugins.push(
      classicScriptPlugin(
        'IntlDataWorkerPlugin',
        'intl-data-worker.js',
        path.join(__dirname, 'src/startup/intl-data-worker.ts'),
      ),
    );
  if (config.mode === 'production')
    config.plugins.push(serviceWorkerPlugin(), new FederationFilesPlugin());
  return config;
};
