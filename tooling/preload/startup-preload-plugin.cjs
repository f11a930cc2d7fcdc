const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** The host page the BFF serves with a server-rendered first screen in it. */
const FIRST_SCREEN_PAGE = 'first-screen.html';

/** Every chunk an async block of `module` opens (a dynamic import). */
function* blockChunks(chunkGraph, module) {
  for (const block of module.blocks) {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) yield* group.chunks;
  }
}

/**
 * The files the host's first page loads after `main.js`: what the entry's own dynamic imports
 * open (the async boundary, `import('./bootstrap')`, with the shared libraries and the contracts
 * it needs; the style sheet first: the first paint waits for it). Pages' own lazy chunks, and
 * the federation runtime a remote's page asks for, are not followed.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  const initial = new Set(entry.chunks);
  const found = new Set();
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const next of blockChunks(chunkGraph, module)) {
        if (!initial.has(next)) found.add(next);
      }
    }
  }
  return [...found]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(?:js|css)$/.test(file))
    .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
}

/**
 * shared-ui's display face, in which the headings of every page are set (a page's largest
 * paint is often its heading). The files a page with a server-rendered first screen preloads.
 */
const DISPLAY_FONT = /(?:^|\/)fraunces-latin-700-normal\.[^/]+\.woff2$/;

/**
 * The display face's files among the build's: a first screen's heading that paints in the
 * fallback face is followed by the browser's own render of it in the web face, a pixel wider,
 * which counts as a new and later largest paint (Lighthouse's LCP of /locations: 3.3 s, against
 * 1.4 s with the face there for the first paint).
 */
function firstScreenFonts(files) {
  return files.filter((file) => DISPLAY_FONT.test(file)).sort();
}

/**
 * Links the startup style sheet in the host's pages, and preloads the display face in the page
 * with a server-rendered first screen. The startup scripts are not preloaded: `main.js` asks for
 * them as it starts; preloads of them (in `index.html`, and held in a template until the first
 * screen had painted) went: no run of `npm run bench` showed a gain beyond the spread, to a
 * remote's first render at 150 ms RTT (+14 ms on 2026-11-25; −93 and −50 ms on 2026-11-29, the
 * last on a quiet machine).
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const files = startupFiles(compilation);
        const link = (rel, file, more = {}) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel,
            href: `${publicPath}${file}`,
            ...more,
          });
        // Applied at once: a server-rendered first screen paints with it, before any script has
        // run (the CSS loader of webpack finds the link and reuses it).
        const styles = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => link('stylesheet', file));
        const firstScreen = data.outputName === FIRST_SCREEN_PAGE;
        const fonts = firstScreen
          ? firstScreenFonts(compilation.getAssets().map((asset) => asset.name)).map((file) =>
              link('preload', file, { as: 'font', type: 'font/woff2', crossorigin: '' }),
            )
          : [];
        // After the entry scripts: main.js stays the first file asked for.
        data.headTags.push(...fonts, ...styles);
        return data;
      });
    });
  }
}

module.exports = {
  StartupPreloadPlugin,
  startupFiles,
  blockChunks,
  firstScreenFonts,
  FIRST_SCREEN_PAGE,
};
