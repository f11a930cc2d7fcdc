// What two faults under load (faults.mjs) need ready before they begin: an order to submit
// while the ordering API is stalled, and a release of the locator pinned, to be damaged.
import { ask, askJson, bodyJson } from './ask.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An order with a card token, ready to submit: the submit is sent while the API is stalled. */
export async function orderToSubmit(site) {
  const order = bodyJson(
    await askJson(site.url, 'POST', '/api/v1/orders/create', { menu_id: 100101 }),
  );
  await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/products`, {
    products: [{ id: 100101001, quantity: 1, choices: [] }],
  });
  const total = bodyJson(await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/validate`))
    ?.totals?.total;
  const card = { number: '4111111111111111', expiry: '12/30', cvv: '123', zip: '27601' };
  const token = bodyJson(
    await askJson(site.url, 'POST', `/api/v1/orders/${order.id}/token`, card),
  )?.token;
  return () =>
    askJson(
      site.url,
      'POST',
      `/api/v1/orders/${order.id}/submit`,
      {
        usertype: 'guest',
        user: {
          first_name: 'Pat',
          last_name: 'Guest',
          email: 'pat@example.com',
          phone: '9195550123',
        },
        payments: [{ type: 'creditcard', amount: total, token }],
      },
      { 'idempotency-key': `attack-${order.id}` },
    ).then((answer) => ({ answer, orderId: order.id }));
}

/** The remote the damaged release is of (the release class builds others). */
export const DAMAGED = 'locator';

/**
 * Releases the locator from its build and pins it with `run(site, ...args)` (release.mjs);
 * resolves to its version and entry's path once the site lists it.
 */
export async function pinnedRelease(site, run) {
  const built = await run(site, 'build', DAMAGED, '--from-dist');
  const version = new RegExp(`released ${DAMAGED}@(\\S+)`).exec(built.output)?.[1];
  const pinned = await run(site, 'pin', `${DAMAGED}@${version}`, '--env', site.environment);
  if (!version || pinned.code !== 0) {
    throw new Error(`release: ${built.output}${pinned.output}`);
  }
  for (let i = 0; i < 50; i += 1) {
    const remotes = bodyJson(await ask(site.url, { path: '/config/remotes.json' }))?.remotes ?? [];
    const entry = remotes.find(
      (remote) => remote.name === DAMAGED && remote.version === version,
    )?.entry;
    if (entry) return { version, entry: new URL(entry, site.url).pathname };
    await sleep(100);
  }
  throw new Error(`${DAMAGED}@${version} was pinned but never served`);
}
