// A build that renders first screens on the server (the host's, a remote's) also
// emits its server module (`entry`, bundled for Node with esbuild, React and all) at
// `.server/first-screen.cjs`, a dot folder the BFF's static files never serve. With `styles`
// (a remote: its scripts inject its CSS, too late for a first screen) the module exports the
// CSS its pages import as `styles`.
const path = require('node:path');
const esbuild = require('esbuild');
const { EmitAssetsPlugin } = require('./emit-assets-plugin.cjs');

/** @param {{ entry: string, styles?: boolean }} options */
const firstScreenPlugin = ({ entry, styles = false }) =>
  new EmitAssetsPlugin('FirstScreenPlugin', async (emit) => {
    const built = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      outdir: path.join(path.dirname(entry), '.first-screen-out'),
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      loader: styles ? {} : { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      logLevel: 'silent',
    });
    const output = (extension) => built.outputFiles.find((file) => file.path.endsWith(extension));
    let module = output('.js').text;
    if (styles) {
      const css = output('.css')?.text ?? '';
      const { code } = await esbuild.transform(css, { loader: 'css', minify: true });
      module += `\nmodule.exports.styles = ${JSON.stringify(code.trim())};\n`;
    }
    emit('.server/first-screen.cjs', module);
  });

module.exports = { firstScreenPlugin };
