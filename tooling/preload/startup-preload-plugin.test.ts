/** @jest-environment node */
import { firstScreenFonts } from './startup-preload-plugin.cjs';

describe('the first screen’s font preloads', () => {
  it('preloads the display face the headings are set in, and no other file', () => {
    expect(
      firstScreenFonts([
        'main.8273051129.js',
        'assets/atkinson-hyperlegible-latin-400-normal.9dff8b4918.woff2',
        'assets/fraunces-latin-700-normal.d238ce6f0a.woff2',
        'assets/fraunces-latin-ext-700-normal.0a1b2c3d4e.woff2',
        'assets/fraunces-latin-700-normal.d238ce6f0a.woff2.map',
      ]),
    ).toEqual(['assets/fraunces-latin-700-normal.d238ce6f0a.woff2']);
  });
});
