const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** The host page the BFF serves with a server-rendered first screen in it. */
const FIRST_SCREEN_PAGE = 'first-screen.html';

/** Every chunk group an async block of `module` opens (a dynamic import, a shared fallback). */
function* blockChunks(chunkGraph, module) {
  for (const block of module.blocks) {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) yield* group.chunks;
  }
}

/**
 * The files the host's first page loads after `main.js`: the async boundary behind the entry
 * (`import('./bootstrap')`) and, through every shared module it consumes, the shared libraries
 * it needs, with theirs in turn (the style sheet first: the first paint waits for it). Pages'
 * own lazy chunks are not followed. A shared library
 * comes from the host's own provider (it registers first), whose chunk can be a copy of the
 * consumer's fallback under another name: the provider's is the one to list.
 */
function startupFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  /** The modules an async block of `module` loads (a provider's library, a consumer's fallback). */
  const loadedBy = (module) =>
    module.blocks.flatMap((block) => block.dependencies.map((dep) => moduleGraph.getModule(dep)));
  // Each library module → the host's provider of it.
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const library of loadedBy(module)) if (library) providers.set(library, module);
  }
  const entry = compilation.entrypoints.get('main');
  const initial = new Set(entry.chunks);
  const found = new Set();
  const queue = [];
  const add = (chunk) => {
    if (initial.has(chunk) || found.has(chunk)) return;
    found.add(chunk);
    queue.push(chunk);
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const next of blockChunks(chunkGraph, module)) add(next);
    }
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const [fallback] = loadedBy(module);
      const source = providers.get(fallback) ?? module;
      for (const next of blockChunks(chunkGraph, source)) add(next);
    }
  }
  return [...found]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => /\.(?:js|css)$/.test(file))
    .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
}

/**
 * Lists those files in `index.html`, the style sheet as one and the scripts as preloads: without them the browser learns of them only
 * once `main.js` has arrived and run its Module Federation runtime, one round trip later (on
 * a slow phone network, the largest part of the wait for the first screen).
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        // A page whose first screen the server renders starts its scripts once that has
        // painted (src/index.ts): preloaded, they would compete with it for the network.
        const scripts = data.outputName !== FIRST_SCREEN_PAGE;
        const files = startupFiles(compilation).filter((file) => scripts || file.endsWith('.css'));
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? // Applied at once: the server-rendered first screen paints with it, before any
                // script has run (the CSS loader of webpack finds the link and reuses it).
                { rel: 'stylesheet', href: `${publicPath}${file}` }
              : // The priority webpack's own request would have: main.js stays ahead of them.
                {
                  rel: 'preload',
                  href: `${publicPath}${file}`,
                  as: 'script',
                  fetchpriority: 'low',
                },
          ),
        );
        // After the entry scripts: main.js stays the first file asked for.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles, FIRST_SCREEN_PAGE };
