// Jest only, imported before the server module: React's server renderer encodes its output with
// the TextEncoder Node has and jsdom lacks, and schedules its work with Node's setImmediate; the
// layout asks the screen's size (matchMedia).
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  setImmediate: globalThis.setImmediate ?? setImmediate,
});
window.matchMedia = (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
