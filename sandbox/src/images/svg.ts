import { CATEGORY_PICTURES, pictureOf } from '../fixtures/pictures';
import { platedScene, svgDocument, type Scene } from './compose';

export type ImageVariant = 'menu' | 'hero';

export interface ImageSubject {
  sku: string;
  name: string;
  category: string;
}

/** A product of a category the set has no picture for yet shows the chain's signature plate. */
const SIGNATURE = CATEGORY_PICTURES.Chicken as Scene;

export function sceneOf(subject: ImageSubject): Scene {
  return pictureOf(subject.sku, subject.category) ?? SIGNATURE;
}

/**
 * A product's picture: its food on a plate, drawn from the illustration set, with no words (a
 * picture must say the same in every language the site speaks, §4.11); its title names it.
 * The menu picture is 4:3, the shape of the menu's cards and the product page, so nothing is
 * cropped; the hero is 2:1. Deterministic for a sku, so caches stay valid.
 */
export function productSvg(subject: ImageSubject, variant: ImageVariant = 'menu'): string {
  const scene = sceneOf(subject);
  return variant === 'hero'
    ? svgDocument(1200, 600, subject.name, platedScene(scene, 600, 300, 240))
    : svgDocument(480, 360, subject.name, platedScene(scene, 240, 180, 165));
}
