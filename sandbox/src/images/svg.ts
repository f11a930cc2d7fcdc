/**
 * Generated product pictures: a warm plate with a drawing that fits the product (a biscuit,
 * a drumstick, a cup …) and its short name. Deterministic for a sku, so caches stay valid.
 */

export type Motif =
  | 'biscuit'
  | 'drumstick'
  | 'tenders'
  | 'wings'
  | 'bites'
  | 'rounds'
  | 'cob'
  | 'sandwich'
  | 'fries'
  | 'bowl'
  | 'cup'
  | 'jug'
  | 'box'
  | 'tray'
  | 'pie';

export type ImageVariant = 'menu' | 'hero';

export interface ImageSubject {
  sku: string;
  name: string;
  category: string;
}

const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ['#FDEBD0', '#F8C98B'],
  ['#FCE4D6', '#F4B183'],
  ['#FFF1C9', '#F6CF72'],
  ['#FBE3C2', '#EFB36B'],
  ['#FDE8DA', '#F2A97E'],
];
const ACCENTS = ['#8B2E16', '#7A3B12', '#A0421C', '#6B2F1A'] as const;
const CREAM = '#FFF8EC';
const FONT = "Georgia, 'Times New Roman', serif";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

export function motifFor(category: string, name: string): Motif {
  const c = category.toLowerCase();
  const n = name.toLowerCase();
  if (/gallon/.test(c) || /gallon/.test(n)) return 'jug';
  if (/drink/.test(c)) return 'cup';
  if (/tray/.test(c) || /tray/.test(n)) return 'tray';
  if (/fries/.test(n)) return 'fries';
  if (/hash brown/.test(n)) return 'rounds';
  if (/\bpie\b/.test(n)) return 'pie';
  if (/corn on the cob/.test(n)) return 'cob';
  if (/grits|pudding|cobbler|mac|slaw|greens|rice|potatoes|beans|corn|\bpan\b/.test(n))
    return 'bowl';
  if (/sandwich/.test(n)) return 'sandwich';
  if (/wings?\b/.test(n)) return 'wings';
  if (/bites/.test(n)) return 'bites';
  if (/tender/.test(n)) return 'tenders';
  if (/biscuit/.test(n)) return 'biscuit';
  if (/box|meal|kids/.test(c) || /box|meal|family/.test(n)) return 'box';
  if (/biscuit|breakfast/.test(c)) return 'biscuit';
  if (/chicken|dinner|drumstick|piece/.test(c) || /dinner|drumstick/.test(n)) return 'drumstick';
  if (/side|dessert/.test(c)) return 'bowl';
  return 'biscuit';
}

function contentColour(name: string): string {
  const n = name.toLowerCase();
  if (/greens|beans/.test(n)) return '#4F7F2E';
  if (/slaw/.test(n)) return '#F1EED2';
  if (/mac|cheese|grits/.test(n)) return '#F2B53A';
  if (/potato/.test(n)) return '#F4EAD5';
  if (/rice/.test(n)) return '#B5793F';
  if (/pudding/.test(n)) return '#F5DE95';
  if (/cobbler|peach/.test(n)) return '#E39A45';
  if (/corn/.test(n)) return '#F4CE45';
  return '#E8B15A';
}

function drinkColour(name: string): string {
  const n = name.toLowerCase();
  if (/lemonade/.test(n)) return '#F2D649';
  if (/coffee/.test(n)) return '#4A2A17';
  if (/orange/.test(n)) return '#F59A23';
  if (/unsweet/.test(n)) return '#B06A2C';
  if (/tea/.test(n)) return '#9C4F1C';
  return '#5A2E1B';
}

const crumbs = (points: ReadonlyArray<readonly [number, number]>, fill: string, r = 5) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

/** Drawings centred on (0, 0), about 170 units wide. */
function motifSvg(motif: Motif, subject: ImageSubject, accent: string): string {
  switch (motif) {
    case 'biscuit':
      return [
        '<ellipse cx="0" cy="30" rx="74" ry="30" fill="#B9722A"/>',
        '<rect x="-72" y="-26" width="144" height="56" rx="28" fill="#E2A248"/>',
        '<ellipse cx="0" cy="-26" rx="72" ry="30" fill="#F3C472"/>',
        '<path d="M-60 2 Q0 14 60 2" stroke="#CF8F3E" stroke-width="4" fill="none" stroke-linecap="round"/>',
        '<ellipse cx="-20" cy="-34" rx="24" ry="9" fill="#FBE0A6" opacity="0.85"/>',
      ].join('');
    case 'drumstick':
      return [
        '<g transform="rotate(-30)">',
        '<rect x="0" y="-10" width="82" height="20" rx="10" fill="#F6E6C8"/>',
        '<circle cx="84" cy="-12" r="13" fill="#F6E6C8"/><circle cx="84" cy="12" r="13" fill="#F6E6C8"/>',
        '<path d="M-92 0 C-92 -44 -40 -52 0 -30 L30 -10 L30 10 L0 30 C-40 52 -92 44 -92 0 Z" fill="#C46A24"/>',
        crumbs(
          [
            [-70, -16],
            [-48, -30],
            [-22, -28],
            [4, -16],
            [-76, 12],
            [-52, 26],
            [-26, 26],
            [2, 14],
          ],
          '#DB8A36',
          8,
        ),
        '</g>',
      ].join('');
    case 'tenders':
      return [-1, 0, 1]
        .map(
          (i) =>
            `<g transform="translate(${i * 18} ${i * 34}) rotate(${-18 + i * 10})">` +
            '<rect x="-72" y="-17" width="144" height="34" rx="17" fill="#CF7F2E"/>' +
            crumbs(
              [
                [-48, -4],
                [-20, 6],
                [8, -6],
                [36, 4],
              ],
              '#E49A44',
              6,
            ) +
            '</g>',
        )
        .join('');
    case 'wings':
      return [-1, 1]
        .map(
          (side) =>
            `<g transform="translate(${side * 40} ${side * 6}) rotate(${side * 24})">` +
            '<path d="M-18 -56 C14 -62 30 -30 22 -4 L40 46 C44 60 26 66 18 54 L-6 8 C-30 -6 -44 -46 -18 -56 Z" fill="#B9571E"/>' +
            crumbs(
              [
                [-12, -40],
                [8, -30],
                [-4, -14],
                [14, 10],
                [26, 34],
              ],
              '#D9783A',
              6,
            ) +
            '</g>',
        )
        .join('');
    case 'bites':
      return [
        `<path d="M-80 10 L80 10 L64 70 L-64 70 Z" fill="${accent}"/>`,
        ...[
          [-48, -2],
          [-16, -10],
          [16, -4],
          [48, -8],
          [-32, -36],
          [0, -40],
          [32, -34],
        ].map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="20" fill="#D99A4E"/>` +
            `<circle cx="${(x as number) - 6}" cy="${(y as number) - 6}" r="3" fill="#7A3B12"/>` +
            `<circle cx="${(x as number) + 7}" cy="${(y as number) + 2}" r="3" fill="#FFF1D6"/>`,
        ),
      ].join('');
    case 'rounds':
      return [
        ...[
          [-44, -30],
          [0, -42],
          [44, -30],
          [-22, -4],
          [22, -4],
        ].map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="24" fill="#E0A43F"/>` +
            `<circle cx="${x}" cy="${y}" r="15" fill="#F2C46B"/>`,
        ),
        `<path d="M-70 10 L70 10 L58 74 L-58 74 Z" fill="${accent}"/>`,
      ].join('');
    case 'cob':
      return [
        '<g transform="rotate(-24)">',
        '<path d="M-96 0 Q-70 -40 -20 -10 L-20 10 Q-70 40 -96 0 Z" fill="#6FA03A"/>',
        '<rect x="-40" y="-30" width="140" height="60" rx="30" fill="#F4CE45"/>',
        ...[-20, 0, 20].map(
          (y) =>
            `<path d="M-30 ${y} L92 ${y}" stroke="#E2B42C" stroke-width="4" stroke-dasharray="10 6"/>`,
        ),
        '</g>',
      ].join('');
    case 'sandwich':
      return [
        '<rect x="-76" y="26" width="152" height="30" rx="14" fill="#E3A650"/>',
        '<path d="M-84 22 Q-60 6 -40 22 Q-20 6 0 22 Q20 6 40 22 Q60 6 84 22 L80 34 L-80 34 Z" fill="#6FA03A"/>',
        '<rect x="-82" y="-8" width="164" height="34" rx="16" fill="#B8622A"/>',
        '<path d="M-78 -10 Q0 -92 78 -10 Z" fill="#E9AE55"/>',
        crumbs(
          [
            [-30, -40],
            [0, -50],
            [26, -36],
            [-10, -28],
            [44, -24],
          ],
          CREAM,
          3,
        ),
      ].join('');
    case 'fries':
      return [
        [-40, -60, -8],
        [-20, -72, -3],
        [0, -66, 2],
        [20, -74, 6],
        [38, -58, 10],
      ]
        .map(
          ([x, y, r]) =>
            `<rect x="${x}" y="${y}" width="14" height="80" rx="4" fill="#F5C542" transform="rotate(${r} ${x} ${y})"/>`,
        )
        .concat(`<path d="M-62 -10 L62 -10 L48 70 L-48 70 Z" fill="${accent}"/>`)
        .concat(`<path d="M-56 10 L56 10" stroke="${CREAM}" stroke-width="6"/>`)
        .join('');
    case 'bowl':
      return [
        `<ellipse cx="0" cy="-8" rx="84" ry="22" fill="${contentColour(subject.name)}"/>`,
        crumbs(
          [
            [-40, -12],
            [-10, -4],
            [24, -14],
            [50, -6],
          ],
          '#FFFFFF',
          4,
        ).replace(/fill="#FFFFFF"/g, 'fill="#FFFFFF" opacity="0.45"'),
        '<path d="M-86 -6 A86 74 0 0 0 86 -6 Z" fill="#FFFFFF" stroke="#D9C3A0" stroke-width="4"/>',
        `<path d="M-70 24 Q0 44 70 24" stroke="${accent}" stroke-width="6" fill="none" opacity="0.7"/>`,
      ].join('');
    case 'cup':
      return [
        `<path d="M-46 -58 L46 -58 L36 74 L-36 74 Z" fill="${drinkColour(subject.name)}"/>`,
        '<rect x="-26" y="-44" width="22" height="22" rx="5" fill="#FFFFFF" opacity="0.55"/>',
        '<rect x="4" y="-30" width="22" height="22" rx="5" fill="#FFFFFF" opacity="0.45"/>',
        '<path d="M-46 -58 L46 -58 L36 74 L-36 74 Z" fill="#FFFFFF" opacity="0.18" stroke="#FFFFFF" stroke-width="4"/>',
        `<rect x="-54" y="-70" width="108" height="16" rx="8" fill="${accent}"/>`,
        '<rect x="10" y="-112" width="10" height="48" rx="4" fill="#E2553B" transform="rotate(12 15 -88)"/>',
      ].join('');
    case 'jug':
      return [
        `<rect x="-56" y="-50" width="112" height="124" rx="22" fill="${drinkColour(subject.name)}"/>`,
        '<path d="M56 -24 Q96 -20 92 14 Q88 44 56 44" stroke="#D9C3A0" stroke-width="12" fill="none"/>',
        '<rect x="-56" y="-50" width="112" height="124" rx="22" fill="#FFFFFF" opacity="0.2" stroke="#FFFFFF" stroke-width="5"/>',
        `<rect x="-34" y="-76" width="68" height="28" rx="8" fill="${accent}"/>`,
        `<rect x="-40" y="0" width="80" height="30" rx="6" fill="${CREAM}"/>`,
        `<text x="0" y="22" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="${accent}">1 GAL</text>`,
      ].join('');
    case 'box':
      return [
        crumbs(
          [
            [-36, -46],
            [-8, -54],
            [22, -48],
            [46, -40],
          ],
          '#CF7F2E',
          20,
        ),
        `<path d="M-72 -36 L72 -36 L60 72 L-60 72 Z" fill="${accent}"/>`,
        `<path d="M-68 -8 L68 -8 L66 12 L-66 12 Z" fill="${CREAM}"/>`,
        `<path d="M-72 -36 L-92 -58 L-58 -36 Z M72 -36 L92 -58 L58 -36 Z" fill="${accent}" opacity="0.85"/>`,
      ].join('');
    case 'tray':
      return [
        '<rect x="-96" y="-54" width="192" height="118" rx="18" fill="#FFFFFF" stroke="#D9C3A0" stroke-width="5"/>',
        ...[-34, 0, 34].map(
          (y) =>
            `<rect x="-74" y="${y - 12}" width="148" height="26" rx="13" fill="${motifForTray(subject.name)}"/>`,
        ),
      ].join('');
    case 'pie':
      return [
        '<path d="M-80 40 L80 40 L0 -80 Z" fill="#C9702C"/>',
        '<path d="M-70 34 L70 34 L0 -66 Z" fill="#E08B3C"/>',
        '<rect x="-84" y="34" width="168" height="16" rx="8" fill="#E9B765"/>',
        '<ellipse cx="0" cy="-10" rx="22" ry="10" fill="#FFFFFF" opacity="0.9"/>',
      ].join('');
  }
}

function motifForTray(name: string): string {
  return /sandwich/i.test(name) ? '#E3A650' : '#CF7F2E';
}

/**
 * A product's picture: its drawing on its colours, with no words (a photograph has none, and
 * a picture must say the same in every language the site speaks, §4.11). Its title names it.
 */
export function productSvg(subject: ImageSubject, variant: ImageVariant = 'menu'): string {
  const h = hash(subject.sku);
  const [from, to] = BACKGROUNDS[h % BACKGROUNDS.length] as readonly [string, string];
  const accent = ACCENTS[(h >>> 8) % ACCENTS.length] as string;
  const motif = motifFor(subject.category, subject.name);
  const drawing = motifSvg(motif, subject, accent);
  const title = escapeXml(subject.name);

  if (variant === 'hero') {
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" role="img">',
      `<title>${title}</title>`,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
      '<rect width="1200" height="600" fill="url(#bg)"/>',
      `<circle cx="600" cy="300" r="230" fill="${CREAM}" stroke="#EAD7B8" stroke-width="10"/>`,
      '<circle cx="600" cy="300" r="185" fill="none" stroke="#F1E2C9" stroke-width="4"/>',
      `<g transform="translate(600 300) scale(1.6)">${drawing}</g>`,
      `<rect x="540" y="560" width="120" height="8" rx="4" fill="${accent}"/>`,
      '</svg>',
    ].join('');
  }

  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">',
    `<title>${title}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="400" height="400" fill="url(#bg)"/>',
    `<circle cx="200" cy="200" r="150" fill="${CREAM}" stroke="#EAD7B8" stroke-width="6"/>`,
    '<circle cx="200" cy="200" r="122" fill="none" stroke="#F1E2C9" stroke-width="3"/>',
    `<g transform="translate(200 205) scale(1.15)">${drawing}</g>`,
    `<rect x="170" y="372" width="60" height="6" rx="3" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}
