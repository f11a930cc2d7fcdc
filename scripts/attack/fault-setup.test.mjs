import { afterEach, describe, expect, it } from '@jest/globals';
import { orderToSubmit, pinnedRelease } from './fault-setup.mjs';
import { serve } from './test-server.mjs';

let server;
afterEach(() => server?.close());

describe('an order ready to submit while the ordering API is stalled', () => {
  it('is made, priced and paid for by card; its submit is sent only when asked', async () => {
    server = await serve(({ url }) => {
      if (url === '/api/v1/orders/create') return { body: { id: 'o7' } };
      if (url.endsWith('/validate')) return { body: { totals: { total: 6.98 } } };
      if (url.endsWith('/token')) return { body: { token: 'tok-1' } };
      if (url.endsWith('/submit')) return { status: 202, body: { status: 'pending' } };
      return { body: {} };
    });
    const submit = await orderToSubmit({ url: server.url });
    expect(server.asked.map((a) => a.url)).toEqual([
      '/api/v1/orders/create',
      '/api/v1/orders/o7/products',
      '/api/v1/orders/o7/validate',
      '/api/v1/orders/o7/token',
    ]);
    const { answer, orderId } = await submit();
    expect(orderId).toBe('o7');
    expect(answer.status).toBe(202);
    const sent = server.asked.at(-1);
    expect(sent.headers['idempotency-key']).toBe('attack-o7');
    expect(JSON.parse(sent.body).payments).toEqual([
      { type: 'creditcard', amount: 6.98, token: 'tok-1' },
    ]);
  });
});

describe('a release of the locator pinned, to be damaged', () => {
  const site = (url) => ({ url, environment: 'production' });

  it('is built, pinned, and waited for until the site lists it; resolves to its entry path', async () => {
    let asked = 0;
    server = await serve(() => {
      asked += 1;
      const remotes = [{ name: 'locator', version: '1.0.0', entry: '/remotes/locator/1.0.0/e.js' }];
      if (asked > 1)
        remotes.push({ name: 'locator', version: '1.1.0', entry: '/remotes/locator/1.1.0/e.js' });
      return { body: { remotes } };
    });
    const typed = [];
    const run = async (_, ...args) => {
      typed.push(args);
      return { code: 0, output: args[0] === 'build' ? 'released locator@1.1.0 (from dist)\n' : '' };
    };
    expect(await pinnedRelease(site(server.url), run)).toEqual({
      version: '1.1.0',
      entry: '/remotes/locator/1.1.0/e.js',
    });
    expect(typed).toEqual([
      ['build', 'locator', '--from-dist'],
      ['pin', 'locator@1.1.0', '--env', 'production'],
    ]);
  });

  it('fails with what the release command said when it could not pin', async () => {
    const run = async (_, verb) =>
      verb === 'build'
        ? { code: 0, output: 'released locator@1.1.0\n' }
        : { code: 1, output: 'no such environment\n' };
    await expect(pinnedRelease(site('http://127.0.0.1:9'), run)).rejects.toThrow(
      'release: released locator@1.1.0\nno such environment',
    );
  });
});
