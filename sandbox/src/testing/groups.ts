import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import {
  GuestPartSchema,
  HostGroupSchema,
  JoinedGuestSchema,
  MenuSchema,
  OrderSchema,
} from '../contract/schemas';
import { expectShape, RALEIGH_MENU, V1, type TestClock } from './support';

const MINUTE = 60_000;

/**
 * A host's group order and its guests over HTTP, on Raleigh's menu: the host's box with its
 * group, a guest joining, adding to their part, reading it. Call it in a `describe`: it reads
 * the menu before the tests, so that a product goes by its name.
 */
export function groupOrders(app: Express, clock: TestClock) {
  let menu: z.infer<typeof MenuSchema> | undefined;
  beforeAll(async () => {
    menu = expectShape(MenuSchema, (await request(app).get(`${V1}/menus/${RALEIGH_MENU}`)).body);
  });
  const product = (name: string) => {
    const found = menu?.categories.flatMap((c) => c.products).find((p) => p.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };

  const cutoffIn = (minutes: number) => new Date(clock.now() + minutes * MINUTE).toISOString();

  /** A new box at Raleigh, shared by its host Dana until 30 minutes from now. */
  async function hostBox(settings: Record<string, unknown> = {}) {
    const box = expectShape(
      OrderSchema,
      (await request(app).post(`${V1}/orders/create`).send({ menu_id: RALEIGH_MENU })).body,
    );
    const group = expectShape(
      HostGroupSchema,
      (
        await request(app)
          .post(`${V1}/orders/${box.id}/group`)
          .send({ host_name: ' Dana ', cutoff: cutoffIn(30), ...settings })
          .expect(200)
      ).body,
    );
    return { box, group };
  }

  const join = async (token: string, name: string) =>
    expectShape(
      JoinedGuestSchema,
      (await request(app).post(`${V1}/groups/${token}/guests`).send({ name }).expect(200)).body,
    ).guest;

  const add = (token: string, secret: string, name: string, quantity = 1) =>
    request(app)
      .post(`${V1}/groups/${token}/guests/${secret}/products`)
      .send({ products: [{ id: product(name), quantity, choices: [] }] });

  const part = async (token: string, secret: string) =>
    expectShape(
      GuestPartSchema,
      (await request(app).get(`${V1}/groups/${token}/guests/${secret}`).expect(200)).body,
    );

  return { product, cutoffIn, hostBox, join, add, part };
}
