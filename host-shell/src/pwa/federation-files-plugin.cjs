// The host's pages name the federation runtime's files (the lazy chunks of
// `import('./federation')` in src/remotes/remote-loader.ts) in a `<meta>` of their head, for
// the service worker to keep (offline-modules.ts): a page without a remote never loads them,
// yet offline the box drawer needs them. Named, not fetched: a prefetch of them at the start
// cost every page's first task (and a page with a remote loads them anyway).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FederationFilesPlugin';

/** The `<meta name>` that lists the files (offline-modules.ts reads it). */
const FEDERATION_FILES_META = 'qsr-federation-files';

/** The chunk group's name: the `webpackChunkName` of the runtime's dynamic import. */
const FEDERATION_GROUP = 'federation';

/** The scripts of the federation chunk group, as the page asks for them. */
function federationFiles(compilation, publicPath) {
  const group = compilation.namedChunkGroups.get(FEDERATION_GROUP);
  if (!group) throw new Error(`${NAME}: the build has no chunk group named ${FEDERATION_GROUP}`);
  return group.chunks
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => `${publicPath}${file}`);
}

class FederationFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const content = federationFiles(compilation, data.publicPath ?? '/').join(' ');
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: FEDERATION_FILES_META, content }),
        );
        return data;
      });
    });
  }
}

module.exports = { FederationFilesPlugin, FEDERATION_FILES_META };
