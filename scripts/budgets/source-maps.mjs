// The source maps a CPU profile's frames are read through (cpu-profile.mjs): each script's map,
// fetched once beside the script, gives a frame's place in the code it was built from.
import { SourceMapConsumer } from 'source-map-js';

/** Each script's source map, read once: `load(profile)`, then `locate(callFrame)`. */
export function sourceMaps() {
  const maps = new Map();
  const read = async (url) => {
    const response = await fetch(`${url}.map`).catch(() => null);
    return response?.ok ? new SourceMapConsumer(await response.json()) : null;
  };
  return {
    /** Fetches the maps of the scripts a profile's frames are in, those not read yet. */
    async load(profile) {
      for (const { callFrame } of profile.nodes)
        if (callFrame.url.endsWith('.js') && !maps.has(callFrame.url))
          maps.set(callFrame.url, await read(callFrame.url));
    },
    /** A frame's `{ source, line, column, name }` in the original code; null without one. */
    locate(callFrame) {
      const position = maps
        .get(callFrame.url)
        ?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      return position?.source ? position : null;
    },
  };
}
