/**
 * Done-when check of the sandbox, through the BFF or straight against the sandbox:
 *
 *   npx tsx sandbox/scripts/smoke.ts [baseUrl] [--mailbox sandboxUrl] [--save state.json]
 *     [--check state.json]
 *
 * baseUrl defaults to the BFF (http://localhost:3000/api/v1); the sandbox itself is
 * http://127.0.0.1:4010/ordering/v1. A run creates an order, adds products with choices, sees
 * each §8 coupon message verbatim, validates to correct totals, is declined with the declined
 * test card and submits with the approved one, watches the status advance, and signs a new
 * member up (through the e-mailed code) and in. The code is read from the sandbox's own port
 * (`--mailbox`, default baseUrl when it is the sandbox, else http://127.0.0.1:$SANDBOX_PORT or
 * 4010): the mailbox is a test hook, which the BFF never forwards and the sandbox answers only
 * when started with SANDBOX_TEST_HOOKS=true. `--save` keeps what it made; `--check` (after a
 * restart of the sandbox) proves it is still there. Exit code 0 when every step passed.
 */
import fs from 'node:fs';

export const DEFAULT_BASE = 'http://localhost:3000/api/v1';
const CAPTCHA = 'sandbox-captcha-ok';
const APPROVED_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

export interface SmokeOptions {
  base?: string;
  /** The sandbox's ordering API, whose test-hook mailbox has the sign-up code. */
  mailbox?: string;
  /** How often the status is polled. */
  pollMs?: number;
  /** How long to wait for the status to move on. */
  statusTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface SmokeState {
  base: string;
  orderId: string;
  email: string;
  password: string;
  total: number;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

class SmokeError extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new SmokeError(message);
}

const cents = (dollars: number) => Math.round(dollars * 100);
/** The lead time of an order for pickup (sandbox/src/time/lead.ts). */
const PICKUP_LEAD_MINUTES = 15;
/** How long before its time the kitchen starts an order: the lead time and a slot (15 min). */
const KITCHEN_WINDOW_MINUTES = PICKUP_LEAD_MINUTES + 15;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Minutes from the restaurant's opening on the day of `at` to `at`, in its time zone; Infinity
 * before that opening (`at` is then in a period that opened the day before, hours ago).
 */
function minutesSinceOpening(location: Json, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: location.timezone,
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = (location.hours as Json[]).find(
    (h) => h.day === WEEKDAYS.indexOf(parts.weekday ?? ''),
  );
  const [openHour = 0, openMinute = 0] = String(day?.open ?? '00:00')
    .split(':')
    .map(Number);
  const since = Number(parts.hour) * 60 + Number(parts.minute) - (openHour * 60 + openMinute);
  return since >= 0 ? since : Infinity;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function client(base: string) {
  const root = base.replace(/\/+$/, '');
  const v2 = root.replace(/\/v1$/, '/v2');
  // Cookies kept as a browser keeps them: through the BFF, a sign-in's tokens are a session
  // key that works only with the session cookie it sets.
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const set of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; v2?: boolean } = {},
  ): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${options.v2 ? v2 : root}/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-client-type': 'web',
        'x-api-version': '2',
        'x-environment': 'prod',
        'x-api-path': path.split('?')[0] as string,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size > 0
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    keep(res);
    const text = await res.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  }
  async function ok(method: string, path: string, options?: Parameters<typeof call>[2]) {
    const res = await call(method, path, options);
    check(
      res.status >= 200 && res.status < 300,
      `${method} ${path} answered ${res.status} ${JSON.stringify(res.body)}`,
    );
    return res.body;
  }
  async function fails(
    method: string,
    path: string,
    message: string,
    options?: Parameters<typeof call>[2],
  ) {
    const res = await call(method, path, options);
    check(res.status >= 400, `${method} ${path} should fail, answered ${res.status}`);
    check(
      res.body.message === message,
      `${method} ${path}: expected '${message}', got '${String(res.body.message)}'`,
    );
  }
  return { call, ok, fails };
}

/** Where the sandbox's own ordering API is, for its mailbox. */
function sandboxBaseFor(base: string): string {
  if (/\/ordering\/v1\/*$/.test(base)) return base;
  return `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '4010'}/ordering/v1`;
}

/** The newest sign-up code the sandbox e-mailed to `email`. */
async function mailedCode(sandbox: string, email: string): Promise<string | undefined> {
  const url = `${sandbox.replace(/\/+$/, '')}/_sandbox/mailbox?email=${encodeURIComponent(email)}`;
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  check(
    res.status !== 404,
    `no mailbox at ${url}: start the sandbox with SANDBOX_TEST_HOOKS=true (its test hooks)`,
  );
  check(res.ok, `GET ${url} answered ${res.status}`);
  const { messages } = (await res.json()) as { messages: Json[] };
  return messages.find((m) => m.kind === 'verification')?.code as string | undefined;
}

type Api = ReturnType<typeof client>;

/** What every step uses: the API, and the line it prints when it passed. */
interface SmokeRun {
  api: Api;
  step: (text: string) => void;
}

/** The smoke's products of a restaurant's menu, and the combo's choices. */
interface SmokeMenu {
  location: Json;
  combo: Json;
  biscuit: Json;
  choices: { side: Json; drink: Json; sauce: Json; biscuitChoice: Json };
}

/** A restaurant and its menu, with the products and choices the smoke orders. */
async function restaurantMenu({ api, step }: SmokeRun): Promise<SmokeMenu> {
  const locations = (await api.ok('GET', 'locations')) as unknown as Json[];
  const location = locations.find((l) => l.id === 101) ?? locations[0];
  check(location, 'no locations');
  const menu = await api.ok('GET', `menus/${location.menu_id}`);
  const products: Json[] = menu.categories.flatMap((c: Json) => c.products);
  const combo = products.find((p) => p.name === '3 Piece Tenders Combo');
  const biscuit = products.find((p) => p.name === 'Honey Butter Biscuit');
  check(combo && biscuit, 'menu lacks the smoke products');
  const pick = (option: string, choice: string) =>
    (combo.options as Json[])
      .find((o) => o.name === option)
      ?.choices.find((c: Json) => c.name === choice) as Json;
  const side = pick('Choose a Side', 'Mac & Cheese');
  const drink = pick('Choose a Drink', 'Fresh-Squeezed Lemonade');
  const sauce = pick('Dipping Sauces', 'Hot Honey');
  const biscuitChoice = pick('Biscuit', 'Buttermilk Biscuit');
  check(side && drink && sauce && biscuitChoice, 'combo lacks the smoke choices');
  step(`menu ${menu.id} of ${location.name}`);
  return { location, combo, biscuit, choices: { side, drink, sauce, biscuitChoice } };
}

/** An order with two lines, the combo with its choices: its id and its expected subtotal in cents. */
async function orderWithLines(
  { api, step }: SmokeRun,
  { location, combo, biscuit, choices }: SmokeMenu,
): Promise<{ orderId: string; expectedSubtotal: number }> {
  const { side, drink, sauce, biscuitChoice } = choices;
  const created = await api.ok('POST', 'orders/create', { body: { menu_id: location.menu_id } });
  const orderId = created.id as string;
  check(/^\d{8} \d{2}:\d{2}$/.test(created.created), `created is ${created.created}`);
  const added = await api.ok('POST', `orders/${orderId}/products`, {
    body: {
      products: [
        {
          id: combo.id,
          quantity: 2,
          isupsell: false,
          instructions: 'Smoke test',
          choices: [
            { id: side.id, quantity: 1 },
            { id: drink.id, quantity: 1 },
            { id: sauce.id, quantity: 2 },
            { id: biscuitChoice.id, quantity: 1 },
          ],
        },
        { id: biscuit.id, quantity: 3, choices: [], isupsell: false },
      ],
    },
  });
  check(added.products.length === 2, 'order should have two lines');
  const comboLine = added.products[0];
  check(
    comboLine.choices.map((c: Json) => `${c.name}×${c.quantity}`).join(', ') ===
      'Mac & Cheese×1, Fresh-Squeezed Lemonade×1, Hot Honey×2, Buttermilk Biscuit×1',
    `choices kept wrong: ${JSON.stringify(comboLine.choices)}`,
  );
  const expectedSubtotal =
    2 *
      (cents(combo.cost) +
        cents(side.cost) +
        cents(drink.cost) +
        2 * cents(sauce.cost) +
        cents(biscuitChoice.cost)) +
    3 * cents(biscuit.cost);
  check(
    cents(added.totals.subtotal) === expectedSubtotal,
    `subtotal ${added.totals.subtotal}, expected ${expectedSubtotal / 100}`,
  );
  step(`order ${orderId}: 2 × combo with choices, 3 × biscuit, subtotal $${added.totals.subtotal}`);
  return { orderId, expectedSubtotal };
}

/** §8's promo code messages, verbatim, then SAVE10 applied as a coupon discount. */
async function promoCodes(
  { api, step }: SmokeRun,
  orderId: string,
  expectedSubtotal: number,
): Promise<void> {
  const coupon = (code: string) => ({ body: { code } });
  await api.fails('PUT', `orders/${orderId}/coupon`, 'Coupon code cannot be empty.', coupon(''));
  await api.fails('PUT', `orders/${orderId}/coupon`, '[200] Code is invalid', coupon('NOSUCHCODE'));
  await api.fails(
    'PUT',
    `orders/${orderId}/coupon`,
    'Offer not valid - $200.00 Minimum Required',
    coupon('BIGBOX20'),
  );
  await api.fails(
    'PUT',
    `orders/${orderId}/coupon`,
    'Code is currently in use on another transaction',
    coupon('LOCKED10'),
  );
  step('coupon messages: empty, invalid, $200 minimum, in use');
  const withCoupon = await api.ok('PUT', `orders/${orderId}/coupon`, coupon('SAVE10'));
  check(withCoupon.discounts[0]?.type === 'Coupon', 'SAVE10 should be a Coupon discount');
  check(
    cents(withCoupon.totals.discount) === Math.round(expectedSubtotal / 10),
    `discount ${withCoupon.totals.discount}`,
  );
  step(`SAVE10 applied: −$${withCoupon.totals.discount}`);
}

/** Tip, round-up donation, validate: the validated totals, checked to add up. */
async function validatedTotals(
  { api, step }: SmokeRun,
  orderId: string,
  expectedSubtotal: number,
): Promise<Json> {
  await api.ok('PUT', `orders/${orderId}/tip`, { body: { amount: 2 } });
  const before = await api.ok('POST', `orders/${orderId}/validate`);
  const t = before.totals;
  const sum =
    cents(t.subtotal) + cents(t.tax) + cents(t.tip) + cents(t.handoff) - cents(t.discount);
  const roundUp = Math.ceil(sum / 100) * 100 - sum || 100;
  await api.ok('PUT', `carts/${orderId}/donations`, {
    body: { id: 1, amount: roundUp / 100 },
    v2: true,
  });
  const validated = await api.ok('POST', `orders/${orderId}/validate`);
  const v = validated.totals;
  check(cents(v.subtotal) === expectedSubtotal, 'validated subtotal');
  check(cents(v.tip) === 200, 'validated tip');
  check(cents(v.donations) === roundUp, 'validated donation');
  check(cents(v.tax) > 0 && validated.taxes[0]?.amount === v.tax, 'taxes');
  check(
    cents(v.total) ===
      cents(v.subtotal) -
        cents(v.discount) +
        cents(v.handoff) +
        cents(v.fees) +
        cents(v.tax) +
        cents(v.tip) +
        cents(v.donations),
    `total ${v.total} does not add up`,
  );
  check(Array.isArray(validated.billing), 'billing');
  step(
    `validated: subtotal $${v.subtotal}, tax $${v.tax}, tip $${v.tip}, round-up $${v.donations}, total $${v.total}`,
  );
  return v;
}

/** Pays: the declined card first, then the approved test card; a second submit is refused. */
async function placeOrder({ api, step }: SmokeRun, orderId: string, total: number): Promise<Json> {
  const user = {
    first_name: 'Smoke',
    last_name: 'Test',
    email: 'smoke@example.com',
    phone: '9195550100',
  };
  const pay = async (number: string) => {
    const { token } = await api.ok('POST', `orders/${orderId}/token`, {
      body: { number, expiry: '12/30', cvv: '123', zip: '27601' },
    });
    return api.call('POST', `orders/${orderId}/submit`, {
      body: { usertype: 'guest', user, payments: [{ type: 'creditcard', amount: total, token }] },
    });
  };
  const declined = await pay(DECLINED_CARD);
  check(declined.status === 400 && /^\[230\]/.test(declined.body.message), 'declined card');
  step(`declined card: ${declined.body.message}`);
  const placed = await pay(APPROVED_CARD);
  check(
    placed.status === 200 && placed.body.status === 'received',
    `submit: ${JSON.stringify(placed.body)}`,
  );
  step(`submitted with the test card: ${placed.body.status}, ready at ${placed.body.ready_at}`);
  const again = await api.call('POST', `orders/${orderId}/submit`, {
    body: {
      usertype: 'guest',
      user,
      payments: [{ type: 'creditcard', amount: total, token: 'x' }],
    },
  });
  check(again.status === 400 && again.body.code === 221, 'second submit must be refused');
  step(`second submit refused: ${again.body.message}`);
  return placed.body;
}

/**
 * The placed order's status follows the restaurant's hours: the kitchen starts an order its lead
 * time and a slot before its time, never before opening. An order for as soon as possible at an
 * open restaurant is started at once; at a closed one it waits, received, for the kitchen to
 * open, also when it is promised for soon after the opening.
 */
async function followStatus(
  { api, step }: SmokeRun,
  placed: { location: Json; orderId: string; readyAt: string },
  timing: { pollMs: number; statusTimeoutMs: number },
): Promise<void> {
  const { location, orderId, readyAt } = placed;
  const { pollMs, statusTimeoutMs } = timing;
  const promised = Date.parse(readyAt);
  const startsAtOnce =
    promised <= Date.now() + KITCHEN_WINDOW_MINUTES * 60_000 &&
    minutesSinceOpening(location, promised) >= KITCHEN_WINDOW_MINUTES;
  const seen = ['received'];
  const deadline = Date.now() + (startsAtOnce ? statusTimeoutMs : 4 * pollMs);
  while (!seen.includes('in_progress') && Date.now() < deadline) {
    await sleep(pollMs);
    const { status } = await api.ok('GET', `orders/${orderId}/status`);
    if (seen[seen.length - 1] !== status) seen.push(status);
  }
  if (startsAtOnce) {
    check(seen.length > 1, `status stayed ${seen[0]}`);
    step(`status advanced: ${seen.join(' → ')}`);
  } else {
    check(seen.length === 1, `a closed restaurant started the order: ${seen.join(' → ')}`);
    step(`status waits for the restaurant to open: received until ${readyAt}`);
  }
}

/** A new member: sign up, verify by the mailed code, sign in (a robot's sign-in refused). */
async function newMember(
  { api, step }: SmokeRun,
  mailbox: string,
): Promise<{ email: string; password: string }> {
  const email = `smoke+${Date.now()}@example.com`;
  const password = 'Smoke1234';
  const signUp = await api.call('POST', 'members/create', {
    body: {
      first_name: 'Smoke',
      last_name: 'Member',
      email,
      phone: '+1 919 555 0100',
      optin: false,
      optin_sms: false,
      password,
      captcha: CAPTCHA,
    },
  });
  check(signUp.status < 300, `sign-up: ${JSON.stringify(signUp.body)}`);
  if (signUp.body.status === 'verify') {
    const code = await mailedCode(mailbox, email);
    check(code, 'no verification code in the mailbox');
    const verified = await api.ok('POST', 'members/verify', { body: { email, code } });
    check(verified.data?.tokens?.['access.token'], 'verify answered no tokens');
    step(`signed up ${email}, verified with code ${code}`);
  } else {
    step(`signed up ${email} (no verification)`);
  }
  await api.fails('POST', 'members/signin', '[300] Please confirm you are not a robot.', {
    body: { email, password, captcha: 'not-a-human' },
  });
  const signedIn = await api.ok('POST', 'members/signin', {
    body: { email, password, captcha: CAPTCHA },
  });
  const tokens = signedIn.data.tokens;
  check(tokens['ordering.access.token'] && tokens.provider === 'ordering', 'sign-in tokens');
  const me = await api.ok('GET', 'members/get', {
    headers: { authorization: `Bearer ${tokens['access.token']}` },
  });
  check(me.email === email, 'members/get is someone else');
  step(`signed in as ${me.first_name} ${me.last_name} (member ${me.id})`);
  return { email, password };
}

/** Runs every step; throws on the first that fails. */
export async function runSmoke(options: SmokeOptions = {}): Promise<SmokeState> {
  const base = options.base ?? DEFAULT_BASE;
  const log = options.log ?? ((line: string) => console.log(line));
  const timing = {
    pollMs: options.pollMs ?? 2000,
    statusTimeoutMs: options.statusTimeoutMs ?? 120_000,
  };
  const run: SmokeRun = { api: client(base), step: (text) => log(`  ✓ ${text}`) };
  log(`smoke against ${base}`);

  const menu = await restaurantMenu(run);
  const { orderId, expectedSubtotal } = await orderWithLines(run, menu);
  await promoCodes(run, orderId, expectedSubtotal);
  const totals = await validatedTotals(run, orderId, expectedSubtotal);
  const placed = await placeOrder(run, orderId, totals.total);
  await followStatus(run, { location: menu.location, orderId, readyAt: placed.ready_at }, timing);
  const { email, password } = await newMember(run, options.mailbox ?? sandboxBaseFor(base));

  log('smoke passed');
  return { base, orderId, email, password, total: totals.total };
}

/** After a restart: the order and the member are still there. */
export async function checkPersisted(state: SmokeState, log = (line: string) => console.log(line)) {
  const api = client(state.base);
  const order = await api.ok('GET', `orders/${state.orderId}`);
  check(order.id === state.orderId && order.totals.total === state.total, 'order changed');
  const { status } = await api.ok('GET', `orders/${state.orderId}/status`);
  check(status !== 'open', 'order not placed');
  const signedIn = await api.ok('POST', 'members/signin', {
    body: { email: state.email, password: state.password, captcha: CAPTCHA },
  });
  check(signedIn.data.user.email === state.email, 'member lost');
  log(`  ✓ after restart: order ${state.orderId} (${status}) and member ${state.email} are there`);
}

async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i === -1) return undefined;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const save = flag('--save');
  const checkFile = flag('--check');
  const mailbox = flag('--mailbox');
  const base = args[0] ?? process.env.SMOKE_BASE_URL ?? DEFAULT_BASE;
  if (checkFile) {
    const state = JSON.parse(fs.readFileSync(checkFile, 'utf8')) as SmokeState;
    await checkPersisted({ ...state, base: args[0] ?? state.base });
    return;
  }
  const state = await runSmoke({ base, mailbox });
  if (save) fs.writeFileSync(save, `${JSON.stringify(state, null, 2)}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`smoke failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
