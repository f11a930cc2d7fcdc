// The streams of events through HAProxy and the replicas (`npm run test:scale`): a group order's
// stream opened through the load balancer hears a guest join, made through another replica,
// within 2 s, and stays open through a quiet spell longer than the sandbox's keep-alive; a placed
// order's status stream hears the customer's 'I'm here' within 2 s.

import { sleep } from './replicas.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

async function call(base, method, path, body) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: JSON_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The events of a stream named `event`, as they come. */
async function openEvents(url, event = 'change') {
  const controller = new AbortController();
  const res = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream' },
  });
  const events = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const block of value.split('\n\n')) {
          if (block.startsWith(`event: ${event}`)) events.push({ at: Date.now(), block });
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function until(check, withinMs) {
  const deadline = Date.now() + withinMs;
  while (!check() && Date.now() < deadline) await sleep(25);
  return check();
}

/**
 * Records one figure: how long a change took to reach a watcher through the load balancer, and
 * again after `quietMs` with no event.
 */
export async function groupEvents(cluster, record, { quietMs = 6000 } = {}) {
  const base = cluster.lbUrl;
  const box = await call(base, 'POST', 'orders/create', { menu_id: 100101 });
  const cutoff = new Date(Date.now() + 30 * 60_000).toISOString();
  const group = await call(base, 'POST', `orders/${box.id}/group`, { host_name: 'Dana', cutoff });
  const stream = await openEvents(`${base}/api/v1/groups/${group.token}/events`);
  try {
    const opened = await until(() => stream.events.length >= 1, 2000);
    const joinedAt = Date.now();
    await call(base, 'POST', `groups/${group.token}/guests`, { name: 'Ana' });
    const heard = await until(() => stream.events.length >= 2, 2000);
    const first = heard ? stream.events[1].at - joinedAt : Infinity;
    // Quiet for longer than the sandbox's keep-alive (5 s): the stream must still be there.
    await sleep(quietMs);
    const laterAt = Date.now();
    await call(base, 'POST', `groups/${group.token}/guests`, { name: 'Ben' });
    const heardLater = await until(() => stream.events.length >= 3, 2000);
    const later = heardLater ? stream.events[2].at - laterAt : Infinity;
    record(
      "a group order's events through HAProxy: a guest joining, heard by the host's stream",
      `${stream.status} ${stream.type.split(';')[0]}; heard in ${first} ms, and after ${quietMs / 1000} s quiet in ${later} ms`,
      opened && stream.type.startsWith('text/event-stream') && first < 2000 && later < 2000,
      'within 2 s, the stream kept through a quiet spell',
    );
  } finally {
    await stream.close();
  }
}

/** Places a one-biscuit pickup box at Raleigh as a guest with the approved test card. */
async function placedOrder(base) {
  const box = await call(base, 'POST', 'orders/create', { menu_id: 100101 });
  await call(base, 'POST', `orders/${box.id}/products`, {
    products: [{ id: 100101001, quantity: 1, choices: [] }],
  });
  const { totals } = await call(base, 'POST', `orders/${box.id}/validate`);
  const { token } = await call(base, 'POST', `orders/${box.id}/token`, {
    number: '4111111111111111',
    expiry: '12/30',
    cvv: '123',
  });
  await call(base, 'POST', `orders/${box.id}/submit`, {
    usertype: 'guest',
    user: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '9195550123',
    },
    payments: [{ type: 'creditcard', amount: totals.total, token }],
  });
  return box.id;
}

/** Records one figure: how long a placed order's change took to reach its status stream. */
export async function orderEvents(cluster, record) {
  const base = cluster.lbUrl;
  const id = await placedOrder(base);
  const stream = await openEvents(`${base}/api/v1/orders/${id}/events`, 'status');
  try {
    const opened = await until(() => stream.events.length >= 1, 2000);
    const saidAt = Date.now();
    await call(base, 'POST', `orders/${id}/arrival`, { spot: '12' });
    const heard = await until(
      () => stream.events.some((event) => event.block.includes('"spot":"12"')),
      2000,
    );
    const took = heard
      ? stream.events.find((event) => event.block.includes('"spot":"12"')).at - saidAt
      : Infinity;
    record(
      "a placed order's status stream through HAProxy: 'I'm here', heard by the order's page",
      `${stream.status} ${stream.type.split(';')[0]}; heard in ${took} ms`,
      opened && stream.type.startsWith('text/event-stream') && took < 2000,
      'within 2 s',
    );
  } finally {
    await stream.close();
  }
}
