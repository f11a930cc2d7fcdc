import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { startSandboxProcess } from '../testing/process';
import { openDatabase } from './database';
import { seed } from './seed';

jest.setTimeout(60_000);

describe('one order under concurrent writers (two processes, one SQLite file)', () => {
  let dir: string;
  let file: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-concurrency-'));
    file = path.join(dir, 'sandbox.sqlite');
    const db = openDatabase(file);
    seed(db);
    db.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every line, consistent totals, one submit, and everything after a restart', async () => {
    const db = openDatabase(file);
    const server = createApp(db).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { child, base: remote } = await startSandboxProcess({ SANDBOX_DB: file });
    const bases = [local, remote];
    const call = async (base: string, method: string, p: string, body?: unknown) => {
      const res = await fetch(`${base}/ordering/v1${p}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => null)) as Record<string, unknown>,
      };
    };
    try {
      const created = await call(local, 'POST', '/orders/create', { menu_id: 100101 });
      const id = created.body.id as string;
      // Buttermilk Biscuit (1.39) is product 10 of the consumer template: 100101010.
      const adds = Array.from({ length: 40 }, (_, i) =>
        call(bases[i % 2] as string, 'POST', `/orders/${id}/products`, {
          products: [
            { id: 100101010, quantity: 1, choices: [], isupsell: false, instructions: `#${i}` },
          ],
        }),
      );
      const tips = Array.from({ length: 10 }, (_, i) =>
        call(bases[i % 2] as string, 'PUT', `/orders/${id}/tip`, { amount: 1 }),
      );
      const results = await Promise.all([...adds, ...tips]);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));

      const order = (await call(remote, 'GET', `/orders/${id}`)).body as unknown as {
        products: Array<{ id: number; instructions: string }>;
        totals: { subtotal: number; tip: number; tax: number; total: number };
      };
      expect(order.products).toHaveLength(40);
      expect(new Set(order.products.map((p) => p.id)).size).toBe(40);
      expect(new Set(order.products.map((p) => p.instructions)).size).toBe(40);
      expect(order.totals.subtotal).toBe(55.6);
      expect(order.totals.tip).toBe(1);
      expect(order.totals.total).toBeCloseTo(55.6 + 1 + order.totals.tax, 2);

      const token = async (base: string) =>
        (
          await call(base, 'POST', `/orders/${id}/token`, {
            number: '4111111111111111',
            expiry: '12/30',
            cvv: '123',
          })
        ).body.token as string;
      const tokens = await Promise.all(bases.flatMap((b) => [token(b), token(b), token(b)]));
      const user = {
        first_name: 'Pat',
        last_name: 'Racer',
        email: 'pat@example.com',
        phone: '9195550123',
      };
      const submits = await Promise.all(
        tokens.map((t, i) =>
          call(bases[i % 2] as string, 'POST', `/orders/${id}/submit`, {
            usertype: 'guest',
            user,
            payments: [{ type: 'creditcard', amount: order.totals.total, token: t }],
          }),
        ),
      );
      expect(submits.filter((s) => s.status === 200)).toHaveLength(1);
      for (const refused of submits.filter((s) => s.status !== 200)) {
        expect(refused.body.code).toBe(221);
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }

    // Restart: what was acknowledged is still there.
    const reopened = openDatabase(file);
    expect(seed(reopened).seeded).toBe(false);
    const row = reopened
      .prepare(
        "SELECT COUNT(*) AS lines FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.state = 'submitted' AND o.contact LIKE '%Racer%'",
      )
      .get() as { lines: number };
    expect(row.lines).toBe(40);
    reopened.close();
  });
});
