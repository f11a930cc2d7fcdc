import {
  DEFAULT_CATERING_MENU_ID,
  DEFAULT_CONSUMER_MENU_ID,
  MENU_IMAGE_GROUP,
} from '@qsr/shared-contracts/core';
import request from 'supertest';
import { z } from 'zod';
import { ErrorBodySchema, LocationSchema, MenuSchema, ProductSchema } from '../contract/schemas';
import { expectShape, seededApp } from '../testing/support';

type Menu = z.infer<typeof MenuSchema>;
type Product = z.infer<typeof ProductSchema>;

const products = (menu: Menu): Product[] => menu.categories.flatMap((c) => c.products);

describe('GET /ordering/v1/menus/:menuId', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  const getMenu = async (id: number): Promise<Menu> =>
    expectShape(MenuSchema, (await request(app).get(`/ordering/v1/menus/${id}`).expect(200)).body);

  it('serves the chain-wide consumer menu 100100', async () => {
    const menu = await getMenu(DEFAULT_CONSUMER_MENU_ID);
    expect(menu.id).toBe(100100);
    expect(menu.name).toBeTruthy();
    expect(menu.categories.length).toBeGreaterThanOrEqual(6);
    expect(menu.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Chicken', 'Biscuits', 'Breakfast', 'Sides', 'Kids', 'Drinks']),
    );
    const all = products(menu);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    expect(new Set(menu.categories.map((c) => c.id)).size).toBe(menu.categories.length);
    for (const product of all) {
      expect(Math.floor(product.id / 1000)).toBe(100100);
      expect(product.cost).toBeGreaterThan(0);
      expect(product.cost).toBeLessThan(40);
      expect(product.nutrition).toEqual({
        calories: expect.any(Number),
        fat_g: expect.any(Number),
        sodium_mg: expect.any(Number),
        carbs_g: expect.any(Number),
        protein_g: expect.any(Number),
      });
      expect(product.calories).toBe(product.nutrition?.calories);
      expect(Array.isArray(product.allergens)).toBe(true);
    }
  });

  it('has the breakfast daypart items, unavailable items and realistic option groups', async () => {
    const all = products(await getMenu(DEFAULT_CONSUMER_MENU_ID));
    expect(all.filter((p) => p.name.includes('10:30')).length).toBeGreaterThanOrEqual(3);
    expect(all.some((p) => p.name === 'Biscuit Breakfast Box (until 10:30)')).toBe(true);
    expect(all.filter((p) => p.availability.unavailable).length).toBeGreaterThanOrEqual(2);
    // The menu board's "(until 10:30)" and the daypart the API answers say the same.
    for (const product of all) {
      expect(product.availability.daypart?.until).toBe(
        product.name.includes('(until 10:30)') ? '10:30' : undefined,
      );
    }
    const options = all.flatMap((p) => p.options ?? []);
    expect(options.some((o) => o.name === 'Choose a Side' && o.min === 1 && o.max === 1)).toBe(
      true,
    );
    expect(options.some((o) => o.name === 'Choose a Drink')).toBe(true);
    expect(options.some((o) => o.name === 'Dipping Sauces' && o.maxPerChoice === 3)).toBe(true);
    expect(options.some((o) => o.name === 'Size')).toBe(true);
    const choiceIds = options.flatMap((o) => o.choices.map((c) => c.id));
    expect(new Set(choiceIds).size).toBe(choiceIds.length);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
  });

  it('names what a choice adds to an item’s allergens: a sauce’s, a large side’s, a combo’s', async () => {
    const choices = products(await getMenu(DEFAULT_CONSUMER_MENU_ID))
      .flatMap((product) => product.options ?? [])
      .flatMap((option) => option.choices);
    const allergensOf = (name: string) => choices.find((c) => c.name === name)?.allergens;
    expect(allergensOf('Honey Mustard')).toEqual(['egg']);
    expect(allergensOf('Buttermilk Ranch')).toEqual(['milk', 'egg']);
    expect(allergensOf('Large Mac & Cheese')).toEqual(['milk', 'wheat']);
    expect(allergensOf('Combo with Fries & Southern Sweet Tea')).toEqual(['wheat']);
    // A choice that adds none says nothing.
    expect(choices.find((c) => c.name === 'Hot Honey')).not.toHaveProperty('allergens');
  });

  it('flags what a product is as served, vegetarian or spicy, on both channels', async () => {
    const consumer = products(await getMenu(DEFAULT_CONSUMER_MENU_ID));
    const catering = products(await getMenu(DEFAULT_CATERING_MENU_ID));
    const dietaryOf = (all: Product[], sku: string) => all.find((p) => p.sku === sku)?.dietary;
    expect(dietaryOf(consumer, 'BB-BISCUIT')).toEqual(['vegetarian']);
    expect(dietaryOf(consumer, 'BB-SIDE-MAC')).toEqual(['vegetarian']);
    expect(dietaryOf(consumer, 'BB-HOT-SANDWICH')).toEqual(['spicy']);
    expect(dietaryOf(catering, 'CT-BISCUITS-DOZEN')).toEqual(['vegetarian']);
    expect(dietaryOf(catering, 'CT-CHICKEN-BISCUITS-DOZEN')).toEqual(['spicy']);
    // Collards are simmered with smoked turkey; a product with none says nothing.
    expect(consumer.find((p) => p.sku === 'BB-SIDE-GREENS')).not.toHaveProperty('dietary');
    expect(consumer.find((p) => p.sku === 'BB-2PC-TENDERS')).not.toHaveProperty('dietary');
    for (const product of [...consumer, ...catering]) {
      for (const flag of product.dietary ?? []) expect(['vegetarian', 'spicy']).toContain(flag);
    }
  });

  it('gives every product a menu picture and a hero picture by sku, saying what they show', async () => {
    const [tenders] = products(await getMenu(DEFAULT_CONSUMER_MENU_ID));
    expect(tenders?.sku).toBe('BB-2PC-TENDERS');
    const alt = 'Two golden chicken tenders with a cup of dipping sauce';
    expect(tenders?.images).toEqual([
      { filename: '/api/v1/images/BB-2PC-TENDERS.svg', groupname: MENU_IMAGE_GROUP, alt },
      { filename: '/api/v1/images/BB-2PC-TENDERS-hero.svg', groupname: 'marketing-hero', alt },
    ]);
  });

  it('serves the catering menu 237039 with catering categories and larger prices', async () => {
    const menu = await getMenu(DEFAULT_CATERING_MENU_ID);
    expect(menu.id).toBe(237039);
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Boxes',
      'Trays',
      'Biscuits by the Dozen',
      'Drinks by the Gallon',
      'Sides',
    ]);
    const all = products(menu);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const average = all.reduce((sum, p) => sum + p.cost, 0) / all.length;
    expect(average).toBeGreaterThan(20);
    expect(all.every((p) => Math.floor(p.id / 1000) === 237039)).toBe(true);
  });

  it('generates each restaurant menu from the template: own ids, same skus', async () => {
    const template = products(await getMenu(DEFAULT_CONSUMER_MENU_ID));
    const locations = z
      .array(LocationSchema)
      .parse((await request(app).get('/ordering/v1/locations')).body);
    const missingSomewhere: string[] = [];
    for (const location of locations) {
      const own = products(await getMenu(location.menu_id));
      const bySku = new Map(own.map((p) => [p.sku, p]));
      for (const product of template) {
        const local = bySku.get(product.sku);
        if (!local) {
          missingSomewhere.push(`${location.id}:${product.sku}`);
          continue;
        }
        expect(local.id).toBe(location.menu_id * 1000 + (product.id - 100100000));
        expect(local.id).not.toBe(product.id);
        expect(local.name).toBe(product.name);
      }
      if (location.catering_menu_id) {
        const catering = products(await getMenu(location.catering_menu_id));
        expect(catering.length).toBeGreaterThanOrEqual(10);
      }
    }
    expect(missingSomewhere).toEqual(
      expect.arrayContaining(['107:BB-SIDE-GREENS', '107:BB-HOT-SANDWICH']),
    );
    expect(missingSomewhere.length).toBeLessThanOrEqual(5);
  });

  it('offers no side in a combo that the restaurant does not make (one fact: its menu)', async () => {
    const sidesOffered = async (menuId: number) =>
      products(await getMenu(menuId)).flatMap((product) =>
        (product.options ?? []).flatMap((option) => option.choices.map((choice) => choice.name)),
      );
    // Wilmington does not make collard greens: no combo offers them, in any size.
    const wilmington = await sidesOffered(100107);
    expect(wilmington.filter((name) => /Collard Greens/.test(name))).toEqual([]);
    expect(wilmington).toContain('Mac & Cheese');
    // Raleigh makes them, and its combos offer them.
    expect(await sidesOffered(100101)).toEqual(
      expect.arrayContaining(['Collard Greens', 'Large Collard Greens']),
    );
  });

  it.each(['999999', 'abc', '0'])('answers [110] Menu not found for %s', async (id) => {
    const res = await request(app).get(`/ordering/v1/menus/${id}`).expect(404);
    expect(expectShape(ErrorBodySchema, res.body)).toEqual({
      message: '[110] Menu not found',
      code: 110,
    });
  });
});

describe('GET /ordering/v1/menus/:menuId/products/:productId', () => {
  const { app, db } = seededApp();
  afterAll(() => db.close());

  it('serves one product of a menu', async () => {
    const res = await request(app).get('/ordering/v1/menus/100104/products/100104002').expect(200);
    const product = expectShape(ProductSchema, res.body);
    expect(product).toMatchObject({ id: 100104002, sku: 'BB-3PC-TENDERS', cost: 8.99 });
    expect(product.options?.map((o) => o.name)).toEqual([
      'Choose a Side',
      'Choose a Drink',
      'Dipping Sauces',
      'Biscuit',
    ]);
  });

  it('serves catering products', async () => {
    const res = await request(app).get('/ordering/v1/menus/237039/products/237039001').expect(200);
    expect(expectShape(ProductSchema, res.body).sku).toBe('CT-TENDERS-BOX-20');
  });

  it.each([
    ['a product of another menu', '/ordering/v1/menus/100104/products/100100002'],
    ['a product missing at this restaurant', '/ordering/v1/menus/100107/products/100107023'],
    ['an unknown product', '/ordering/v1/menus/100100/products/100100999'],
    ['a non-numeric id', '/ordering/v1/menus/100100/products/abc'],
  ])('answers [120] Product not found for %s', async (_what, path) => {
    const res = await request(app).get(path).expect(404);
    expect(expectShape(ErrorBodySchema, res.body)).toEqual({
      message: '[120] Product not found',
      code: 120,
    });
  });

  it('answers [110] Menu not found when the menu does not exist', async () => {
    const res = await request(app).get('/ordering/v1/menus/999999/products/1').expect(404);
    expect(res.body).toEqual({ message: '[110] Menu not found', code: 110 });
  });
});
