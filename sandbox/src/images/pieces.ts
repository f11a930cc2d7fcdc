import svgpath from 'svgpath';
import { emojiBody, recolour } from './icon-set';

/**
 * The pieces a picture is composed of, each on the emoji's 32 × 32 grid: Fluent Emoji as they
 * are, a few of them adapted (a chicken sandwich is the burger with a fried filet; a tender is
 * the breaded shrimp without its tail), and what the set has no emoji for (a Southern biscuit,
 * a half pan, a gallon jug) drawn in its flat style and palette.
 */

const CRUMB = '#ff822d';
const BREADING = '#ffb02e';
const BISCUIT_TOP = '#f6c76c';
const BISCUIT_SIDE = '#e9a94f';
const BISCUIT_EDGE = '#c9782e';
const RED = '#c9302c';
/** Bowls and cups: a warm stoneware that shows on the white plate. */
const CROCKERY = '#f7ecdc';
const CROCKERY_EDGE = '#d9c4a5';

const dots = (points: ReadonlyArray<readonly [number, number]>, fill: string, r = 0.8) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

function emoji(name: string): string {
  const body = emojiBody(name);
  if (!body) throw new Error(`The illustration set has no ${name}`);
  return body;
}

const biscuitTop = (y: number) =>
  `<path fill="${BISCUIT_SIDE}" d="M5 ${y}h22v3c0 2.5-4.9 4.5-11 4.5S5 ${y + 5.5} 5 ${y + 3}z"/>` +
  `<ellipse cx="16" cy="${y}" rx="11" ry="5.5" fill="${BISCUIT_TOP}"/>` +
  `<ellipse cx="13" cy="${y - 1.4}" rx="4.5" ry="1.8" fill="#fbe2a8"/>`;

/** Fillings of a split biscuit, bottom first: a colour each. */
const FILLINGS = {
  chicken: BREADING,
  sausage: '#8a4b2a',
  bacon: '#c8553d',
  egg: '#fff3c4',
  cheese: '#fcd53f',
  ham: '#e8868b',
} as const;
type Filling = keyof typeof FILLINGS;

function splitBiscuit(fillings: readonly Filling[]): string {
  const bottom = `<path fill="${BISCUIT_EDGE}" d="M5 23h22v1.5c0 2.5-4.9 4.5-11 4.5S5 27 5 24.5z"/>`;
  let y = 22;
  const layers = fillings.map((filling) => {
    const layer =
      `<path fill="${FILLINGS[filling]}" d="M3.5 ${y}c0-1.6 5.6-2.8 12.5-2.8s12.5 1.2 12.5 2.8` +
      `s-5.6 2.8-12.5 2.8S3.5 ${y + 1.6} 3.5 ${y}z"/>` +
      (filling === 'chicken'
        ? dots(
            [
              [9, y],
              [15, y + 0.8],
              [22, y - 0.3],
            ],
            CRUMB,
          )
        : '');
    y -= 2.6;
    return layer;
  });
  return bottom + layers.join('') + biscuitTop(y - 3);
}

/** A bowl of a side, from the front: its food's colour and what shows in it. */
function bowl(food: string, bits: string): string {
  return (
    `<ellipse cx="16" cy="14" rx="13" ry="4.5" fill="${food}"/>` +
    dots(
      [
        [10, 13.5],
        [14, 12.3],
        [18, 14.2],
        [22, 13],
        [12.5, 15.3],
        [20, 15.5],
      ],
      bits,
      0.9,
    ) +
    `<path fill="${CROCKERY}" stroke="${CROCKERY_EDGE}" stroke-width=".6" d="M3 14.5h26c0 7-5.8 12.5-13 12.5S3 21.5 3 14.5z"/>` +
    `<path fill="${RED}" d="M4.3 19h23.4l-.6 1.6H4.9z"/>` +
    '<path fill="#e6d7c3" d="M10 27h12l-1 2h-10z"/>'
  );
}

/** A foil half pan of a side for ten, seen from above. */
function halfPan(food: string, bits: string): string {
  const texture: Array<[number, number]> = [];
  for (let x = 7; x <= 25; x += 4.5)
    for (let y = 11; y <= 21; y += 4) texture.push([x + (y % 8 ? 1.5 : 0), y]);
  return (
    '<rect x="1.5" y="6" width="29" height="20" rx="2.5" fill="#c8cdd2"/>' +
    '<rect x="3.5" y="8" width="25" height="16" rx="1.5" fill="#aab2ba"/>' +
    `<rect x="4" y="8.5" width="24" height="15" rx="1.5" fill="${food}"/>` +
    dots(texture, bits, 1)
  );
}

/** A tall glass of a drink over ice, from the tumbler emoji. */
function glass(drink: string): string {
  return recolour(emoji('tumbler-glass'), { '#d3883e': drink, '#00a6ed': '#d9f4ff' });
}

/** A gallon jug of a drink, with no words on it. */
function jug(drink: string): string {
  return (
    '<path fill="#eef3f7" d="M9 7h12l2 3v17a3 3 0 0 1-3 3H10a3 3 0 0 1-3-3V10z"/>' +
    `<path fill="${drink}" d="M7 14h16v13a3 3 0 0 1-3 3H10a3 3 0 0 1-3-3z"/>` +
    '<path fill="none" stroke="#d5dde5" stroke-width="2" d="M23 11h2.5a2.5 2.5 0 0 1 2.5 2.5v6a2.5 2.5 0 0 1-2.5 2.5H23"/>' +
    `<rect x="11" y="3.5" width="8" height="4" rx="1" fill="${RED}"/>` +
    '<path fill="#ffffff" opacity=".6" d="M9.3 12h1.4v14H9.3z"/>'
  );
}

/** A dipping-sauce cup. */
function sauceCup(sauce: string): string {
  return (
    `<path fill="${CROCKERY}" stroke="${CROCKERY_EDGE}" stroke-width=".6" d="M6 16h20v4c0 3.3-4.5 6-10 6S6 23.3 6 20z"/>` +
    `<ellipse cx="16" cy="16" rx="10" ry="3.6" fill="${CROCKERY_EDGE}"/>` +
    `<ellipse cx="16" cy="16.2" rx="8.6" ry="2.8" fill="${sauce}"/>`
  );
}

/** Small round things in a red-striped paper boat: hash brown rounds, biscuit bites. */
function paperBoat(outer: string, inner: string, speckle: string): string {
  const balls: Array<[number, number]> = [
    [9, 16],
    [16, 15],
    [23, 16],
    [12.5, 11],
    [19.5, 10.5],
  ];
  return (
    balls
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="4.4" fill="${outer}"/>` +
          `<circle cx="${x - 0.8}" cy="${y - 0.8}" r="2.4" fill="${inner}"/>`,
      )
      .join('') +
    dots(
      balls.map(([x, y]) => [x + 1.4, y + 1.2] as const),
      speckle,
      0.6,
    ) +
    `<path fill="#f3eee2" d="M3 18h26l-3 9H6z"/>` +
    `<path fill="${RED}" d="M4 20.5h24l-.6 2H4.6z"/>`
  );
}

const BOX = '#d99a55';

/**
 * Every piece by the name scenes use. Built on first use (the emoji are read then) and kept,
 * so a picture costs string concatenation only.
 */
const MAKERS: Record<string, () => string> = {
  tender: () =>
    '<path fill="#d9822b" d="M7.2 28.4c-3-1.2-4-4.6-2.2-7.3L18.6 5.2c1.9-2.4 5.4-3.1 7.7-1.4c2.5 1.8 2.9 5.3.9 7.8L15.1 26.9c-1.9 2.2-5.1 2.8-7.9 1.5z"/>' +
    `<path fill="${BREADING}" d="M6.4 25.9c-2.3-1.2-2.9-3.9-1.4-6L18.3 5.6c1.6-2 4.4-2.4 6.4-1c2.1 1.5 2.5 4.3.9 6.4L13.8 25c-1.8 2-4.9 2.2-7.4.9z"/>` +
    dots(
      [
        [9, 22],
        [12.5, 18.5],
        [15.5, 14],
        [19, 11],
        [22.5, 7.5],
        [11, 24.5],
        [17, 16.5],
      ],
      CRUMB,
      0.9,
    ) +
    '<path fill="#ffc562" d="M8.3 20.2l9.5-11.6c.6-.7 1.6.1 1 .8l-9.4 11.7c-.6.7-1.7-.1-1.1-.9z"/>',
  'chicken-leg': () => emoji('poultry-leg'),
  wing: () => recolour(emoji('poultry-leg'), { '#ffb02e': '#d9642b', '#ff822d': '#a8401c' }),
  'chicken-sandwich': () =>
    recolour(emoji('hamburger'), { '#6d4534': '#e5952f', '#f8312f': '#7ba23f' }),
  biscuit: () =>
    `<path fill="${BISCUIT_EDGE}" d="M4 19h24v3c0 3.3-5.4 6-12 6S4 25.3 4 22z"/>` +
    `<path fill="${BISCUIT_SIDE}" d="M4 15h24v4.5c0 3.3-5.4 6-12 6S4 22.8 4 19.5z"/>` +
    '<path fill="none" stroke="#f6d08a" stroke-width=".8" d="M5.5 20.6Q16 24.4 26.5 20.6"/>' +
    `<ellipse cx="16" cy="15" rx="12" ry="6.5" fill="${BISCUIT_TOP}"/>` +
    '<ellipse cx="12.5" cy="13.4" rx="5" ry="2" fill="#fbe2a8"/>',
  'chicken-biscuit': () => splitBiscuit(['chicken']),
  'sausage-biscuit': () => splitBiscuit(['sausage']),
  'sausage-egg-biscuit': () => splitBiscuit(['sausage', 'egg', 'cheese']),
  'bacon-egg-biscuit': () => splitBiscuit(['bacon', 'egg', 'cheese']),
  'ham-biscuit': () => splitBiscuit(['ham', 'ham']),
  'hash-rounds': () => paperBoat('#d9982f', '#f2c46b', '#b8741f'),
  'biscuit-bites': () => paperBoat('#d98c3a', '#f0b461', '#6b2f1a'),
  'honey-mustard': () => sauceCup('#e8b341'),
  ranch: () => sauceCup('#f4f1e6'),
  'hot-sauce': () => sauceCup('#d2472b'),
  gravy: () => sauceCup('#8a5a2b'),
  'bowl-mac': () => bowl('#f2b53a', '#f8d57a'),
  'bowl-grits': () => bowl('#f3e2a9', '#f2b53a'),
  'bowl-slaw': () => bowl('#eeedd2', '#8cbf4d'),
  'bowl-greens': () => bowl('#3f6f24', '#6e9e3a'),
  'bowl-rice': () => bowl('#b5793f', '#5e8f32'),
  'bowl-potatoes': () => bowl('#f4ead5', '#9a6430'),
  'bowl-applesauce': () => bowl('#ead9a2', '#d9bf73'),
  'bowl-pudding': () => bowl('#f5de95', '#c98a3a'),
  'bowl-cobbler': () => bowl('#e39a45', BISCUIT_TOP),
  'pan-mac': () => halfPan('#f2b53a', '#f8d57a'),
  'pan-slaw': () => halfPan('#eeedd2', '#8cbf4d'),
  'pan-potatoes': () => halfPan('#f4ead5', '#9a6430'),
  'pan-green-beans': () => halfPan('#5e8f32', '#86b84e'),
  'pan-pudding': () => halfPan('#f5de95', '#c98a3a'),
  'glass-tea': () => glass('#b0642a'),
  'glass-lemonade': () => glass('#f7d84a'),
  'glass-orange-juice': () => glass('#ff9f1c'),
  'jug-tea': () => jug('#a85a22'),
  'jug-lemonade': () => jug('#f7d84a'),
  'box-back': () => `<path fill="#b8743a" d="M5 13l2-6h18l2 6z"/>`,
  'box-front': () =>
    `<path fill="${BOX}" d="M3 13h26l-2 16H5z"/><path fill="${RED}" d="M3.6 17.5h24.8l-.3 2.4H3.9z"/>`,
  tray: () =>
    '<rect x="0.5" y="4" width="31" height="24" rx="4" fill="#3d3a38"/>' +
    '<rect x="2.5" y="6" width="27" height="20" rx="3" fill="#55504c"/>',
};

const made = new Map<string, string>();

/**
 * Path data to a tenth of the emoji's 32-unit grid: the set's thousandths are far below a pixel
 * at the sizes the pictures are drawn (a tenth is 0.15 px on a menu card, 0.25 px on a hero) and
 * an eighth of the menu's picture bytes. svgpath keeps arcs' flags and relative paths' sums.
 */
export function roundPaths(body: string): string {
  return body.replace(
    / d="([^"]*)"/g,
    (_, data: string) => ` d="${svgpath(data).round(1).toString()}"`,
  );
}

/** The markup of a piece (a maker above, else a Fluent Emoji of that name). */
export function piece(name: string): string {
  let body = made.get(name);
  if (body === undefined) {
    body = roundPaths(MAKERS[name]?.() ?? emoji(name));
    made.set(name, body);
  }
  return body;
}
