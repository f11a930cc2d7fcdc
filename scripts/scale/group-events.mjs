// A group order's events through HAProxy and the replicas (`npm run test:scale`): a stream opened
// through the load balancer hears a guest join, made through another replica, within 2 s, and
// stays open through a quiet spell longer than the sandbox's keep-alive.

const JSON_HEADERS = { 'content-type': 'application/json' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base, method, path, body) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: JSON_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The `change` events of a stream, as they come. */
async function openEvents(url) {
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
          if (block.startsWith('event: change')) events.push({ at: Date.now(), block });
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

/** Records one figure: how long a change took to reach a watcher through the load balancer. */
export async function groupEvents(cluster, record) {
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
    await sleep(6000);
    const laterAt = Date.now();
    await call(base, 'POST', `groups/${group.token}/guests`, { name: 'Ben' });
    const heardLater = await until(() => stream.events.length >= 3, 2000);
    const later = heardLater ? stream.events[2].at - laterAt : Infinity;
    record(
      "a group order's events through HAProxy: a guest joining, heard by the host's stream",
      `${stream.status} ${stream.type.split(';')[0]}; heard in ${first} ms, and after 6 s quiet in ${later} ms`,
      opened && stream.type.startsWith('text/event-stream') && first < 2000 && later < 2000,
      'within 2 s, the stream kept through a quiet spell',
    );
  } finally {
    await stream.close();
  }
}
