// Issue 14: the host's build also emits its server module (`src/first-screen/server.tsx`,
// bundled for Node with esbuild, React and all) at `.server/first-screen.cjs`, a dot folder the
// BFF's static files never serve. The BFF renders the home page's first screen with it.
const path = require('node:path');
const esbuild = require('esbuild');
const { EmitAssetsPlugin } = require('../../../tooling/emit-assets-plugin.cjs');

const firstScreenPlugin = () =>
  new EmitAssetsPlugin('FirstScreenPlugin', async (emit) => {
    const built = await esbuild.build({
      entryPoints: [path.join(__dirname, 'server.tsx')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
    });
    emit('.server/first-screen.cjs', built.outputFiles[0].text);
  });

module.exports = { firstScreenPlugin };
