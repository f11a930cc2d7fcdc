// Jest only, imported before the server module: React's server renderer encodes its output with
// the TextEncoder Node has and jsdom lacks; the layout asks the screen's size (matchMedia).
import { TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
window.matchMedia = (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
