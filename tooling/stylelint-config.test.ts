import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

interface Warning {
  line: number;
  rule: string;
}

/** stylelint's findings on `css` as if it were the file `file` (relative to the root). */
function lint(file: string, css: string): Warning[] {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/stylelint'),
    ['--formatter', 'json', '--stdin-filename', file],
    { cwd: root, input: css, encoding: 'utf8' },
  );
  // stylelint 16 writes its JSON report to stderr, and exits 2 when it finds problems.
  const [result] = JSON.parse(run.stderr || run.stdout) as Array<{ warnings: Warning[] }>;
  expect(run.status).toBe(result?.warnings.length ? 2 : 0);
  return result?.warnings ?? [];
}

const refusedLines = (warnings: Warning[], rule: string) =>
  warnings.filter((warning) => warning.rule === rule).map((warning) => warning.line);

describe('shared-ui in `npm run lint`: no team copy of a primitive in remote CSS', () => {
  it('refuses a team link-button, icon button and team dialogs, drawers, selects, steppers, prices and cards', () => {
    const css = [
      '.careers-link-button { text-decoration: underline; }',
      '.locator-more-link-button:hover { color: var(--ui-color-brand); }',
      '.checkout-dialog { padding: var(--ui-space-4); }',
      '.locator-modal-backdrop { position: fixed; }',
      '.menuCart-drawer h3 { margin: 0; }',
      '.account-card { border-radius: var(--ui-radius-md); }',
      '.menuCart-product-price { font-weight: 700; }',
      '.checkout-time-select { min-height: 44px; }',
      '.menuCart-stepper { display: flex; }',
      '.host-dialog { width: 28rem; }',
      '.host-icon-button { min-width: 44px; }',
      '.account-close-icon-btn:hover { background: transparent; }',
      '.menuCart-chip { border-radius: 999px; }',
    ].join('\n');
    expect(
      refusedLines(lint('mfe-careers/src/careers.css', css), 'selector-disallowed-list'),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('refuses a form control drawn by its element: a team field or button of its own', () => {
    const css = [
      '.locator-search-row input { border: 2px solid var(--ui-color-line); }',
      '.menuCart-notes > textarea:focus { background: var(--ui-color-surface); }',
      '.careers-sort select { padding: var(--ui-space-2); }',
      '.host-carousel-controls button { border-radius: 999px; }',
      '.account-form button[type=submit] { min-height: 44px; }',
    ].join('\n');
    expect(
      refusedLines(lint('mfe-locator/src/x.css', css), 'rule-selector-property-disallowed-list'),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it("accepts a remote laying out shared-ui's primitives with its own names and the tokens", () => {
    const css = [
      '.menuCart-box { scroll-padding-bottom: 7rem; }',
      '.menuCart-box .menuCart-add-more { display: none; }',
      ".locator-offline-map-box[data-placement='modal'] { height: 180px; }",
      "[data-boundary='account'] .ui-card { margin-bottom: var(--ui-space-4); }",
      '.menuCart-promo .ui-input { text-transform: uppercase; }',
      '.marketing-teaser h3 { font-size: var(--ui-text-lg); }',
      '.careers-use-my-location { margin-top: var(--ui-space-2); }',
      '.account-card-title { margin: 0; }',
      '.marketing-consent input { margin-top: 0.15rem; }',
      '.careers-search-fields > button { margin-top: var(--ui-space-2); }',
      '.locator-inputs-note { padding: var(--ui-space-2); }',
    ].join('\n');
    expect(lint('mfe-menu-cart/src/cart/cart-drawer.css', css)).toEqual([]);
  });

  it('still refuses a raw colour', () => {
    const warnings = lint('mfe-locator/src/x.css', '.locator-pin { color: #c8102e; }');
    expect(warnings.map((warning) => warning.rule)).toEqual(['color-no-hex']);
  });
});

describe("one spacing scale between sections: shared-ui's tokens, not a team's lengths", () => {
  const RULE = 'declaration-property-value-disallowed-list';

  it("refuses a raw section's space (1.5rem, 24 px and up) in a margin or a gap", () => {
    const css = [
      '.menuCart-category { margin-bottom: 1.5rem; }',
      '.checkout-page { gap: 2rem; }',
      '.account-nav { gap: 0.5rem 1.5rem; }',
      '.locator-results { margin-block: 32px 0; }',
      '.host-footer-links { margin: 3em auto; }',
      '.careers-table { row-gap: 24px; }',
    ].join('\n');
    expect(refusedLines(lint('mfe-menu-cart/src/menu/menu.css', css), RULE)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it("accepts the scale's tokens, an item's small spaces, and shared-ui's own lengths", () => {
    const css = [
      '.menuCart-category { margin-bottom: var(--ui-space-5); }',
      '.checkout-page { gap: var(--ui-space-2) var(--ui-space-6); }',
      '.account-row { gap: 1rem; margin: 0 0 0.25rem; }',
      '.locator-pin-label { margin-top: 0.15rem; padding: 2rem; }',
      '.host-social { margin: var(--ui-space-5) auto; }',
    ].join('\n');
    expect(lint('mfe-account/src/account.css', css)).toEqual([]);
    expect(lint('shared-ui/src/surfaces.css', '.ui-empty-state { gap: 1.5rem; }')).toEqual([]);
  });
});

describe('animations the compositor runs alone, in every package', () => {
  const RULE = 'plugin/no-low-performance-animation-properties';

  it("refuses a keyframe that moves a background or a box, in shared-ui's CSS as in a team's", () => {
    const css = [
      '@keyframes ui-shimmer { to { background-position: -200% 0; } }',
      '@keyframes host-grow { to { width: 10rem; } }',
      '.menuCart-badge { transition: top 200ms; }',
    ].join('\n');
    expect(refusedLines(lint('shared-ui/src/surfaces.css', css), RULE).sort()).toEqual([1, 2, 3]);
    expect(refusedLines(lint('host-shell/src/styles/x.css', css), RULE).sort()).toEqual([1, 2, 3]);
  });

  it('accepts transform and opacity, and a colour that fades once; shared-ui keeps its tokens', () => {
    const css = [
      '@keyframes ui-shimmer { to { transform: translateX(100%); } }',
      '@keyframes ui-fade { from { opacity: 0; } }',
      '.ui-button { transition: background-color 150ms, border-color 150ms; }',
      ':root { --ui-color-skeleton: #efe3cf; }',
    ].join('\n');
    expect(lint('shared-ui/src/surfaces.css', css)).toEqual([]);
  });
});
