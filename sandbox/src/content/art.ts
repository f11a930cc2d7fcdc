import { escapeXml } from '../images/svg';

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#8B1E1E', '#D9762B', '#FFF8EC'],
  ['#5A2D0C', '#E0A33A', '#FFF8EC'],
  ['#1F3A5F', '#E07A3A', '#FFF8EC'],
  ['#2F4F2F', '#D9A441', '#FFF8EC'],
  ['#6B2F1A', '#F2A97E', '#FFF8EC'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** 'hero-biscuit-month' → 'Biscuit Month'. */
export function titleOf(name: string): string {
  const words = name
    .replace(
      /^(hero|grid|card|article|photo|person|moment|store|job|media|foundation|franchising|chickenverse|clucker|video)-/,
      '',
    )
    .split('-')
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || 'Picture';
}

/**
 * A generated marketing picture (1200×630): a warm two-tone field with rays, and no words (a
 * picture says the same in every language the site speaks, §4.11; its title names it).
 * Deterministic for a name, so caches stay valid.
 */
export function artSvg(name: string): string {
  const h = hash(name);
  const [dark, warm, cream] = PALETTES[h % PALETTES.length] as readonly [string, string, string];
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = ((i * 30 + (h % 30)) * Math.PI) / 180;
    const x = (600 + Math.cos(angle) * 900).toFixed(0);
    const y = (315 + Math.sin(angle) * 900).toFixed(0);
    return `<path d="M600 315 L${x} ${y} L${(Number(x) + 120).toFixed(0)} ${y} Z" fill="${warm}" opacity="0.18"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(titleOf(name))}">` +
    `<rect width="1200" height="630" fill="${dark}"/>${rays}` +
    `<circle cx="600" cy="315" r="230" fill="${warm}" opacity="0.35"/>` +
    `<circle cx="600" cy="315" r="120" fill="${cream}" opacity="0.25"/></svg>`
  );
}
