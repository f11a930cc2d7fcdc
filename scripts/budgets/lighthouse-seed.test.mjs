import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PRODUCT_PAGE, seededStorage } from './lighthouse-seed.mjs';
import { api } from './site-api.mjs';

/** The site's API as far as seeding a box goes: restaurant 101, its two menus, one order. */
const menu = (id) => ({
  id,
  categories: [
    { products: [{ id: 1, sku: 'meal', options: [{ min: 1 }] }] },
    { products: [{ id: 2, sku: `fries & dip ${id}`, options: [{ min: 0 }] }, { id: 3 }] },
  ],
});
const calls = [];
let server;
let base;

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    calls.push({
      method: request.method,
      url: request.url,
      path: request.headers['x-api-path'],
      client: request.headers['x-client-type'],
      body: body ? JSON.parse(body) : undefined,
    });
    const answers = {
      'GET /api/v1/locations/101': { id: 101, menu_id: 100100, catering_menu_id: 200200 },
      'POST /api/v1/orders/create': { id: 'o-1' },
      'GET /api/v1/menus/100100': menu(100100),
      'GET /api/v1/menus/200200': menu(200200),
      'POST /api/v1/orders/o-1/products': { id: 'o-1', products: [{ id: 2 }] },
    };
    const answer = answers[`${request.method} ${request.url.split('?')[0]}`];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(answer ? JSON.stringify(answer) : 'no such call');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

describe("the site's API", () => {
  it("sends the web client's headers and the call's path, and fails with the answer", async () => {
    calls.length = 0;
    await expect(api(base, 'GET', 'stores?near=1')).rejects.toThrow(
      'GET stores?near=1: 404 no such call',
    );
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/v1/stores?near=1',
        path: 'stores',
        client: 'web',
        body: undefined,
      },
    ]);
  });
});

describe("a guest's seeded box", () => {
  it('orders the first product without a required choice, from the restaurant’s menu', async () => {
    calls.length = 0;
    const seeded = await seededStorage(base, false);
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/api/v1/locations/101', undefined],
      ['POST', '/api/v1/orders/create', { menu_id: 100100 }],
      ['GET', '/api/v1/menus/100100', undefined],
      [
        'POST',
        '/api/v1/orders/o-1/products',
        { products: [{ id: 2, quantity: 1, choices: [], isupsell: false }] },
      ],
    ]);
    expect(seeded.productPage).toBe(`${PRODUCT_PAGE}?id=fries%20%26%20dip%20100100`);
    expect(seeded.cookies).toEqual(['qsr-restaurant=101', 'qsr-guest-box=o-1']);
    const order = JSON.parse(seeded.storage['qsr.order']);
    expect(order).toMatchObject({ id: 'o-1', products: [{ id: 2 }] });
    expect(order.expires).toBeGreaterThan(Date.now());
    expect(JSON.parse(seeded.storage['qsr.location'])).toMatchObject({ id: 101, menu_id: 100100 });
  });

  it("seeds a catering guest's box from the restaurant's catering menu", async () => {
    calls.length = 0;
    const seeded = await seededStorage(base, true);
    expect(calls[1].body).toEqual({ menu_id: 200200 });
    expect(seeded.productPage).toBe(`${PRODUCT_PAGE}?id=fries%20%26%20dip%20200200`);
  });
});
