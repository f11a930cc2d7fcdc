import { ICON_GRID } from './icon-set';
import { piece } from './pieces';

/**
 * A piece placed on a plate: its name (`pieces.ts`), its centre (the plate's centre is 0, 0 and
 * its rim is 100 away), its width, and how far it is turned (degrees).
 */
export type Placed = readonly [name: string, x: number, y: number, size: number, turn?: number];

/** A plated scene: what is on the plate, in drawing order (back first). */
export interface Scene {
  /** What the picture shows, for the `alt` text (English; the Spanish is in `menu-text.ts`). */
  alt: string;
  items: readonly Placed[];
}

export function placed(items: readonly Placed[], scale: number): string {
  return items
    .map(([name, x, y, size, turn = 0]) => {
      const s = (size * scale) / ICON_GRID;
      return (
        `<g transform="translate(${x * scale} ${y * scale})${turn ? ` rotate(${turn})` : ''} ` +
        `scale(${+s.toFixed(4)}) translate(-16 -16)">${piece(name)}</g>`
      );
    })
    .join('');
}

/** The plate, centred on 0, 0, its rim at `radius`. */
export function plate(radius: number): string {
  return (
    `<ellipse cx="${radius * 0.04}" cy="${radius * 0.06}" rx="${radius}" ry="${radius}" fill="#7a4a22" opacity=".12"/>` +
    `<circle r="${radius}" fill="#fffdf8" stroke="#eadcc6" stroke-width="${radius * 0.02}"/>` +
    `<circle r="${radius * 0.78}" fill="none" stroke="#f3e9da" stroke-width="${radius * 0.015}"/>`
  );
}

/** The table the plates stand on: a warm linen, the same for every picture of the set. */
export function table(width: number, height: number): string {
  return (
    '<defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#fdebd0"/><stop offset="1" stop-color="#f6cf9a"/></linearGradient>' +
    '<pattern id="linen" width="24" height="24" patternUnits="userSpaceOnUse">' +
    '<path d="M0 12h24M12 0v24" stroke="#ffffff" stroke-width="2" opacity=".25"/></pattern></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#table)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#linen)"/>`
  );
}

/** A scene on its plate, centred at (x, y), the plate's rim `radius` away. */
export function platedScene(scene: Scene, x: number, y: number, radius: number): string {
  return `<g transform="translate(${x} ${y})">${plate(radius)}${placed(scene.items, radius / 100)}</g>`;
}

/** An SVG document; its title says what it shows (no words are drawn in it). */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>` +
    `${table(width, height)}${body}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}
