// What `npm run bench:profile` makes of a Chromium CPU profile (the DevTools protocol's
// `Profiler.Profile`): where the main thread's time went, by the sources the site is written
// in. Apart from the browser, so that a profile's reading can be checked on a profile alone.

/** A source map's file as the site's code names it: `src/…`, `shared-contracts/…`, `nm:react-dom/…`. */
export const sourceName = (source) =>
  source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, 'nm:');

/**
 * Adds one profile to `totals` (made by `emptyTotals`): each sample's time to its own function
 * (`self`, by source and by function) and, when a frame of its stack is named `under`, to every
 * function on that stack once (`inclusive`: what that call spent, and in what).
 * `locate(callFrame)` gives a frame's `{ source, name, line }` in the original code, or null for
 * one without a source map (the label is then the frame's own name and file).
 */
export function addProfile(totals, profile, locate, under) {
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const labels = new Map();
  const sources = new Map();
  for (const { id, callFrame } of profile.nodes) {
    const found = locate(callFrame);
    const file = callFrame.url ? callFrame.url.split('/').pop() : '';
    const source = found
      ? sourceName(found.source)
      : callFrame.url
        ? file
        : native(callFrame.functionName);
    sources.set(id, source);
    labels.set(
      id,
      `${found?.name ?? callFrame.functionName ?? '(anonymous)'} ${source}${found ? `:${found.line}` : ''}`,
    );
  }
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const time = profile.timeDeltas[index + 1] ?? 0;
    add(totals.self, sources.get(id), time);
    add(totals.functions, labels.get(id), time);
    if (!under) return;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(labels.get(at));
    if (!stack.some((label) => label.startsWith(`${under} `))) return;
    for (const label of new Set(stack)) add(totals.inclusive, label, time);
  });
  totals.runs += 1;
}

/** V8's own entries are named in brackets already: `(idle)`, `(garbage collector)`. */
const native = (name) => (name.startsWith('(') ? name : `(${name || 'native'})`);

function add(map, key, time) {
  map.set(key, (map.get(key) ?? 0) + time);
}

export const emptyTotals = () => ({
  runs: 0,
  self: new Map(),
  functions: new Map(),
  inclusive: new Map(),
});

/** The `count` largest of a total, in ms a run (microseconds in the profile), largest first. */
export function topRows(map, runs, count) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, time]) => [(time / 1000 / runs).toFixed(1), label]);
}

/**
 * Prints the totals of `runs` profiles of `channel` `route` at `slowdown` × CPU: self time by
 * source and by function, and everything under the function `under`.
 */
export function printTotals(totals, { channel, route, slowdown, under }) {
  const print = (title, rows) => {
    console.log(`\n${title}`);
    for (const [ms, label] of rows) console.log(`${ms.padStart(8)} ms  ${label}`);
  };
  console.log(`${channel} ${route}: ${totals.runs} runs at ${slowdown}× CPU, ms a run`);
  print('self time by source', topRows(totals.self, totals.runs, 25));
  print('self time by function', topRows(totals.functions, totals.runs, 25));
  print(`under ${under}`, topRows(totals.inclusive, totals.runs, 40));
}
