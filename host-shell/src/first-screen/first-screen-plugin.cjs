// Issue 14: the host's build also emits its server module (`src/first-screen/server.tsx`,
// bundled for Node with esbuild, React and all) at `.server/first-screen.cjs`, a dot folder the
// BFF's static files never serve. The BFF renders the home page's first screen with it.
const path = require('node:path');
const esbuild = require('esbuild');

const FIRST_SCREEN_ENTRY = path.join(__dirname, 'server.tsx');
const FIRST_SCREEN_ASSET = '.server/first-screen.cjs';

class FirstScreenPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'FirstScreenPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const built = await esbuild.build({
            entryPoints: [FIRST_SCREEN_ENTRY],
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
          compilation.emitAsset(FIRST_SCREEN_ASSET, new RawSource(built.outputFiles[0].text));
        },
      );
    });
  }
}

module.exports = { FirstScreenPlugin, FIRST_SCREEN_ASSET };
