/** @jest-environment node */
import { STARTUP_PRELOADS_ID as HOST_STARTUP_PRELOADS_ID } from '../../host-shell/src/first-screen/startup-preloads';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { firstScreenFonts, STARTUP_PRELOADS_ID, tagMarkup } from './startup-preload-plugin.cjs';

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

describe('the template of a first screen’s script preloads', () => {
  it('has the id the host applies it by', () => {
    expect(STARTUP_PRELOADS_ID).toBe(HOST_STARTUP_PRELOADS_ID);
  });

  it('holds each preload as the markup a browser reads back as the same link', () => {
    const tag = HtmlWebpackPlugin.createHtmlTagObject('link', {
      rel: 'preload',
      href: '/libraries.0a1b2c3d4e.js',
      as: 'script',
      fetchpriority: 'low',
      crossorigin: '',
    });
    expect(tagMarkup(tag)).toBe(
      '<link rel="preload" href="/libraries.0a1b2c3d4e.js" as="script" fetchpriority="low" crossorigin>',
    );
    expect(tagMarkup({ tagName: 'link', attributes: { href: '/a"b<c&.js' } })).toBe(
      '<link href="/a&quot;b&lt;c&amp;.js">',
    );
  });
});
