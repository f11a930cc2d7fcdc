import { PRODUCT_PICTURES } from '../fixtures/pictures';
import { platedScene, svgDocument, type Scene } from '../images/compose';

/** A plate of what a card is about rather than food: a reward, a clock, a coupon. */
const REWARD: Scene = {
  alt: 'A gold star and reward coins',
  items: [
    ['coin', -45, 45, 55, -15],
    ['coin', 40, 55, 50, 10],
    ['glowing-star', 0, -15, 130],
  ],
};
const HOURS: Scene = {
  alt: 'A mantel clock',
  items: [['mantelpiece-clock', 0, 0, 150]],
};
const DAYS: Scene = {
  alt: 'A tear-off calendar',
  items: [['tear-off-calendar', 0, 0, 140]],
};
const COUPON: Scene = {
  alt: 'A coupon ticket',
  items: [
    ['ticket', -10, 10, 140, -12],
    ['scissors', 60, -55, 55, 20],
  ],
};
const PRICE_TAG: Scene = {
  alt: 'A price tag',
  items: [['label', 0, 0, 140, -20]],
};

interface Art {
  word: RegExp;
  /** Plates of what the picture is about, drawn before the food (none: food only). */
  motifs?: readonly Scene[];
  /** The menu products on the other plates, by sku. */
  plates: readonly string[];
  alt: string;
}

/**
 * What each marketing picture shows, by a word of its name: the plates of menu products (the
 * same illustration set as the menu, so a page and its menu look like one brand), after a
 * plate of what a card is about when food alone does not say it. The first rule whose word is
 * in the name wins; the last fits all. A card's picture is named for what it shows, and a new
 * drawing gets a new name: browsers keep a picture a day by its address.
 */
const ART: readonly Art[] = [
  {
    // The members' rewards on each site, over food its rewards give (`members.ts` wallets).
    word: /catering-reward-points/,
    motifs: [REWARD],
    plates: ['CT-TENDERS-BOX-20', 'CT-SWEET-TEA-GALLON'],
    alt: 'A gold star and reward coins beside a box of chicken tenders and a gallon of sweet tea',
  },
  {
    word: /reward-points/,
    motifs: [REWARD],
    plates: ['BB-HONEY-BISCUIT', 'BB-SWEET-TEA'],
    alt: 'A gold star and reward coins beside a honey butter biscuit and a glass of sweet tea',
  },
  {
    // Opening hours: no food, so the card says the same on both sites.
    word: /hours-clock-calendar/,
    motifs: [HOURS, DAYS],
    plates: [],
    alt: 'A mantel clock and a tear-off calendar',
  },
  {
    word: /offers-coupon-tag/,
    motifs: [COUPON, PRICE_TAG],
    plates: [],
    alt: 'A coupon ticket and a price tag',
  },
  {
    word: /biscuit|recipe|oven|story|clucker/,
    plates: ['BB-HALF-DOZEN', 'BB-HONEY-BISCUIT'],
    alt: 'Plates of golden buttermilk biscuits with honey and butter',
  },
  {
    // A catering order as the site takes it online: a box, a side and a drink by the gallon.
    word: /catering-web/,
    plates: ['CT-TENDERS-BOX-20', 'CT-SIDE-MAC', 'CT-LEMONADE-GALLON'],
    alt: 'A box of chicken tenders, a half pan of mac and cheese and a gallon of lemonade',
  },
  {
    word: /catering|office|party|moment|game/,
    plates: ['CT-TENDER-TRAY', 'CT-SWEET-TEA-GALLON', 'CT-BISCUITS-DOZEN'],
    alt: 'A party tray of chicken tenders, a gallon of sweet tea and a box of biscuits',
  },
  {
    word: /marinade|scoop|news|article|media/,
    plates: ['BB-3PC-DINNER', 'BB-SWEET-TEA'],
    alt: 'A fried chicken dinner with sides and a glass of sweet tea',
  },
  {
    word: /family-meal|foundation|community|volunteer|spirit|scholar|grant/,
    plates: ['BB-8PC-FAMILY', 'BB-LEMONADE'],
    alt: 'A family meal of fried chicken, biscuits and sides, with lemonade',
  },
  {
    // Not every `card-…`: a card's picture is named for what it shows.
    word: /reward|gift|web-only/,
    plates: ['BB-CHICKEN-SANDWICH', 'BB-LEMONADE'],
    alt: 'A crispy chicken sandwich and a glass of lemonade',
  },
  {
    word: /career|job|person|crew|leader/,
    plates: ['BB-BISCUIT', 'BB-COFFEE'],
    alt: 'A fresh biscuit and a cup of coffee',
  },
  {
    word: /store|location|expansion|franchis|nashville/,
    plates: ['BB-2PC-DINNER', 'BB-SWEET-TEA'],
    alt: 'A two-piece chicken dinner and a glass of sweet tea',
  },
  {
    word: /hot-honey|chickenverse|lore/,
    plates: ['BB-HOT-SANDWICH', 'BB-HONEY-BISCUIT'],
    alt: 'A hot honey chicken sandwich and a honey butter biscuit',
  },
  {
    word: /tender|pimento/,
    plates: ['BB-2PC-TENDERS', 'BB-SIDE-MAC'],
    alt: 'Chicken tenders with dipping sauce and a bowl of mac and cheese',
  },
  {
    word: /nutrition/,
    plates: ['BB-SIDE-CORN', 'BB-SIDE-GREENS'],
    alt: 'Sweet corn on the cob and a bowl of collard greens',
  },
  {
    word: /./,
    plates: ['BB-2PC-DINNER', 'BB-HALF-DOZEN', 'BB-SWEET-TEA'],
    alt: 'Fried chicken, biscuits and sweet tea',
  },
];

const artOf = (name: string) => ART.find((rule) => rule.word.test(name)) as Art;

/** What a marketing picture shows, for its alt text (the Spanish is in `content-text.ts`). */
export function artAlt(name: string): string {
  return artOf(name).alt;
}

/** The products a marketing picture shows, by sku: a site's pictures show its own menu. */
export function artSkus(name: string): readonly string[] {
  return artOf(name).plates;
}

/** Every alt text a marketing picture can have. */
export const ART_ALTS: readonly string[] = ART.map((rule) => rule.alt);

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * A generated marketing picture (1200 × 630): plates of the chain's food on its table, with no
 * words (a picture says the same in every language the site speaks, §4.11). Deterministic for
 * a name, so caches stay valid.
 */
export function artSvg(name: string): string {
  const art = artOf(name);
  const plates = [
    ...(art.motifs ?? []),
    ...art.plates.map((sku) => PRODUCT_PICTURES[sku] as Scene),
  ];
  const radius = plates.length === 3 ? 185 : 230;
  const gap = WIDTH / plates.length;
  const body = plates
    .map((scene, i) => platedScene(scene, gap * (i + 0.5), HEIGHT / 2 + (i % 2 ? 20 : -10), radius))
    .join('');
  return svgDocument(WIDTH, HEIGHT, titleOf(name), body);
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
