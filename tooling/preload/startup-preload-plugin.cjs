const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** The host page the BFF serves with a server-rendered first screen in it. */
const FIRST_SCREEN_PAGE = 'first-screen.html';

/**
 * The id of the template in which that page keeps its script preloads until it has painted
 * (host-shell/src/first-screen/startup-preloads.ts applies them).
 */
const STARTUP_PRELOADS_ID = 'startup-preloads';

/** An attribute's value as HTML writes it (the build's own file names, quoted safely). */
const attributeValue = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A tag object as markup, for the inert template: html-webpack-plugin renders only the tags it
 * writes itself, and its own renderer is not part of its public interface.
 */
function tagMarkup({ tagName, attributes }) {
  const pairs = Object.entries(attributes).map(([name, value]) =>
    value === '' || value === true ? name : `${name}="${attributeValue(value)}"`,
  );
  return `<${[tagName, ...pairs].join(' ')}>`;
}

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
 * Lists those files in `index.html`, the style sheet as one and the scripts as preloads: without
 * them the browser learns of them only once `main.js` has arrived and run, one round trip later
 * (on a slow phone network, the largest part of the wait for the first screen). The page with
 * a server-rendered first screen keeps the script preloads in a template until it starts.
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
        // The priority webpack's own request would have: main.js stays ahead of them.
        const scripts = files
          .filter((file) => file.endsWith('.js'))
          .map((file) => link('preload', file, { as: 'script', fetchpriority: 'low' }));
        // A page whose first screen the server renders starts its scripts once that has
        // painted (src/index.ts): preloaded at once, they would compete with it for the network.
        // It keeps them in an inert template, applied when it starts, so that all the startup
        // files are asked for together even though it evaluates them one task after the other.
        const firstScreen = data.outputName === FIRST_SCREEN_PAGE;
        const links = firstScreen
          ? [
              ...styles,
              HtmlWebpackPlugin.createHtmlTagObject(
                'template',
                { id: STARTUP_PRELOADS_ID },
                scripts.map(tagMarkup).join(''),
              ),
            ]
          : [...styles, ...scripts];
        const fonts = firstScreen
          ? firstScreenFonts(compilation.getAssets().map((asset) => asset.name)).map((file) =>
              link('preload', file, { as: 'font', type: 'font/woff2', crossorigin: '' }),
            )
          : [];
        // After the entry scripts: main.js stays the first file asked for.
        data.headTags.push(...fonts, ...links);
        return data;
      });
    });
  }
}

module.exports = {
  StartupPreloadPlugin,
  tagMarkup,
  startupFiles,
  firstScreenFonts,
  FIRST_SCREEN_PAGE,
  STARTUP_PRELOADS_ID,
};
