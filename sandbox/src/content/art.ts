import { PRODUCT_PICTURES } from '../fixtures/pictures';
import { platedScene, svgDocument, type Scene } from '../images/compose';

/**
 * What each marketing picture shows, by a word of its name: the plates of menu products (the
 * same illustration set as the menu, so a page and its menu look like one brand). The first rule whose word is in the name wins; the last fits all.
 */
const ART: ReadonlyArray<{ word: RegExp; plates: readonly string[] }> = [
  { word: /biscuit|recipe|oven|story|clucker/, plates: ['BB-HALF-DOZEN', 'BB-HONEY-BISCUIT'] },
  {
    word: /catering|office|party|moment|game/,
    plates: ['CT-TENDER-TRAY', 'CT-SWEET-TEA-GALLON', 'CT-BISCUITS-DOZEN'],
  },
  { word: /marinade|scoop|news|article|media/, plates: ['BB-3PC-DINNER', 'BB-SWEET-TEA'] },
  { word: /reward|gift|card/, plates: ['BB-CHICKEN-SANDWICH', 'BB-LEMONADE'] },
  { word: /career|job|person|crew|leader/, plates: ['BB-BISCUIT', 'BB-COFFEE'] },
  {
    word: /store|location|expansion|franchis|nashville/,
    plates: ['BB-2PC-DINNER', 'BB-SWEET-TEA'],
  },
  {
    word: /foundation|community|volunteer|spirit|scholar|grant/,
    plates: ['BB-8PC-FAMILY', 'BB-LEMONADE'],
  },
  { word: /hot-honey|chickenverse|lore/, plates: ['BB-HOT-SANDWICH', 'BB-HONEY-BISCUIT'] },
  { word: /tender|pimento/, plates: ['BB-2PC-TENDERS', 'BB-SIDE-MAC'] },
  { word: /nutrition/, plates: ['BB-SIDE-CORN', 'BB-SIDE-GREENS'] },
  { word: /./, plates: ['BB-2PC-DINNER', 'BB-HALF-DOZEN', 'BB-SWEET-TEA'] },
];

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * A generated marketing picture (1200 × 630): plates of the chain's food on its table, with no
 * words (a picture says the same in every language the site speaks, §4.11). Deterministic for
 * a name, so caches stay valid.
 */
export function artSvg(name: string): string {
  const art = ART.find((rule) => rule.word.test(name)) as (typeof ART)[number];
  const plates = art.plates.map((sku) => PRODUCT_PICTURES[sku] as Scene);
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
