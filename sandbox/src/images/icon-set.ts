import { createRequire } from 'node:module';

/**
 * The illustration set every picture is drawn from: Microsoft's Fluent Emoji (flat), MIT, as
 * packaged by Iconify (`@iconify-json/fluent-emoji-flat`). Each icon is SVG markup on a 32 × 32
 * grid. The set is 9 MB of JSON, so it is read on the first picture, not when the sandbox starts.
 */
interface IconSet {
  icons: Record<string, { body: string }>;
}

export const ICON_GRID = 32;

let set: IconSet | null = null;

function iconSet(): IconSet {
  set ??= createRequire(__filename)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return set;
}

/** The markup of a Fluent Emoji, or undefined for a name the set does not have. */
export function emojiBody(name: string): string | undefined {
  return iconSet().icons[name]?.body;
}

/** The emoji with some of its colours changed (a chicken filet where the burger has beef). */
export function recolour(body: string, colours: Readonly<Record<string, string>>): string {
  return body.replace(/fill="(#[0-9a-f]{3,6})"/gi, (all, colour: string) => {
    const to = colours[colour.toLowerCase()];
    return to ? `fill="${to}"` : all;
  });
}
