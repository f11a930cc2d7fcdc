import { mockFetch } from '../testing/fetch-mock';
import { API_HEADERS } from './headers';
import { ApiError, READ_TIMEOUT_MS, WRITE_TIMEOUT_MS, buildUrl, request } from './request';
import { setRequestHooks, type RequestHooks } from './request-hooks';
import { CONNECTION_ISSUE } from './error-messages';

const tokens = {
  'access.token': 'access-1',
  'ordering.access.token': 'ordering-1',
  id: 7,
  provider: 'ordering',
  expires: '2999-01-01T00:00:00Z',
};

function recordingHooks(more: Partial<RequestHooks> = {}) {
  const events: string[] = [];
  setRequestHooks({
    clearErrors: () => events.push('clear'),
    showErrors: (messages) => events.push(`show:${messages.join('|')}`),
    requestStarted: () => events.push('start'),
    requestEnded: () => events.push('end'),
    deviceId: () => 'device-1',
    tokens: () => tokens,
    ...more,
  });
  return events;
}

afterEach(() => setRequestHooks({}));

describe('§7 request shape', () => {
  it('calls /api/v1/{path} with the client headers, the internal path and the device id', async () => {
    recordingHooks();
    const fetch = mockFetch(() => ({ body: { ok: true } }));
    await expect(request('/menus/5', { query: { a: 1, b: undefined, c: null } })).resolves.toEqual({
      ok: true,
    });
    expect(fetch.last.url).toBe('/api/v1/menus/5?a=1');
    expect(fetch.last.method).toBe('GET');
    expect(fetch.last.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'en-US',
      'x-client-type': 'web',
      'x-api-version': '2',
      'x-environment': 'prod',
      'x-api-path': 'menus/5',
      'x-device-id': 'device-1',
    });
  });

  it('asks for answers in the customer’s language, or the one a call names (§4.11)', async () => {
    setRequestHooks({ language: () => 'es' });
    const fetch = mockFetch();
    await request('menus/5');
    expect(fetch.last.headers['accept-language']).toBe('es');
    await request('menus/5', { language: 'en-US' });
    expect(fetch.last.headers['accept-language']).toBe('en-US');
  });

  it('sends a JSON body with its content type', async () => {
    const fetch = mockFetch();
    await request('orders/create', { method: 'POST', body: { menu_id: 1 } });
    expect(fetch.last.headers['content-type']).toBe('application/json');
    expect(fetch.last.body).toEqual({ menu_id: 1 });
  });

  it('carries no device id when none is known and no token without auth', async () => {
    const fetch = mockFetch();
    await request('locations');
    expect(fetch.last.headers[API_HEADERS.deviceId]).toBeUndefined();
    expect(fetch.last.headers[API_HEADERS.orderingToken]).toBeUndefined();
    expect(fetch.last.headers.authorization).toBeUndefined();
  });

  it('builds URLs on other bases', () => {
    expect(buildUrl('carts/1/donations', { base: '/api/v2' })).toBe('/api/v2/carts/1/donations');
    expect(buildUrl('submit', { base: '/api' })).toBe('/api/submit');
  });
});

describe('§6 tokens from the state', () => {
  it('sends the ordering token in x-ordering-token', async () => {
    recordingHooks();
    const fetch = mockFetch();
    await request('members/payments', { auth: 'ordering' });
    expect(fetch.last.headers['x-ordering-token']).toBe('ordering-1');
    expect(fetch.last.headers.authorization).toBeUndefined();
  });
  it('sends the access token as a Bearer authorization', async () => {
    recordingHooks();
    const fetch = mockFetch();
    await request('members/get', { auth: 'access' });
    expect(fetch.last.headers.authorization).toBe('Bearer access-1');
    expect(fetch.last.headers['x-ordering-token']).toBeUndefined();
  });
  it('sends neither when nobody is signed in', async () => {
    const fetch = mockFetch();
    await request('members/get', { auth: 'access' });
    expect(fetch.last.headers.authorization).toBeUndefined();
  });

  const expired = { message: '[219] Your session has expired. Please sign in again.' };

  it.each(['default', 'suppress'] as const)(
    'a refused token ends the session, whatever the call, and shows nothing (%s)',
    async (mode) => {
      let refused = 0;
      const events = recordingHooks({ sessionRefused: () => (refused += 1) });
      mockFetch(() => ({ status: 401, body: expired }));
      const failure = await request('orders/1/validate', {
        method: 'POST',
        auth: 'ordering',
        mode,
      }).catch((error: unknown) => error);
      expect(refused).toBe(1);
      expect((failure as ApiError).sessionExpired).toBe(true);
      expect(events.filter((event) => event.startsWith('show:'))).toEqual([]);
    },
  );

  it('the calls on their way with the ended session say nothing, and end nothing more', async () => {
    let held: typeof tokens | null = tokens;
    let refused = 0;
    const events = recordingHooks({
      tokens: () => held,
      sessionRefused: () => {
        refused += 1;
        held = null;
      },
    });
    mockFetch(() => ({ status: 401, body: expired }));
    const calls = ['members/payments', 'members/addresses', 'members/offers/all'].map((path) =>
      request(path, { auth: 'ordering' }).catch((error: unknown) => error),
    );
    const failures = await Promise.all(calls);
    expect(refused).toBe(1);
    expect(failures.every((failure) => (failure as ApiError).sessionExpired)).toBe(true);
    expect(events.filter((event) => event.startsWith('show:'))).toEqual([]);
  });

  it('a background read that is refused ends the session too', async () => {
    let refused = 0;
    setRequestHooks({ tokens: () => tokens, sessionRefused: () => (refused += 1) });
    mockFetch(() => ({ status: 401, body: expired }));
    expect(await request('orders/1/status', { auth: 'ordering', mode: 'quiet' })).toBeNull();
    expect(refused).toBe(1);
  });

  it('a 401 to a call that carried no token is a failure like any other', async () => {
    let refused = 0;
    const events = recordingHooks({ sessionRefused: () => (refused += 1) });
    mockFetch(() => ({ status: 401, body: { message: '[246] Please sign in to continue.' } }));
    const failure = await request('orders/1/submit', { method: 'POST' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBe(0);
    expect((failure as ApiError).sessionExpired).toBe(false);
    expect(events).toContain('show:Please sign in to continue.');
  });

  it('the refusal of a token the member has since replaced changes nothing', async () => {
    let held: typeof tokens | null = tokens;
    let refused = 0;
    setRequestHooks({ tokens: () => held, sessionRefused: () => (refused += 1) });
    mockFetch(() => {
      // The member signed in again while the old token's call was on its way.
      held = { ...tokens, 'ordering.access.token': 'ordering-2' };
      return { status: 401, body: expired };
    });
    const failure = await request('members/payments', { auth: 'ordering' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBe(0);
    expect((failure as ApiError).sessionExpired).toBe(false);
  });
});

describe('§8 shared request helper', () => {
  it('clears the errors before each call and reports progress around it', async () => {
    const events = recordingHooks();
    mockFetch();
    await request('locations');
    expect(events).toEqual(['clear', 'start', 'end']);
  });

  it.each([
    [['a', 'b'], 'a|b'],
    [[{ message: 'one' }, { message: 'two' }], 'one|two'],
    [{ message: '[200] Code is invalid', code: 200 }, 'Code is invalid'],
    ['<html>Bad Gateway</html>', CONNECTION_ISSUE],
  ])('shows the error form of %p and throws', async (body, shown) => {
    const events = recordingHooks();
    mockFetch(() => ({ status: 400, body }));
    const failure = request('orders/1/coupon', { method: 'PUT', body: { code: 'X' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, messages: shown.split('|') });
    expect(events).toContain(`show:${shown}`);
  });

  it('shows no platform number, keeps it for the site (errorCode), and gives our own words in the page’s language', async () => {
    const shown: string[] = [];
    let language: 'en-US' | 'es' = 'en-US';
    setRequestHooks({
      showErrors: (messages) => shown.push(...messages),
      language: () => language,
    });
    const unknownAddress = {
      message: '[228] We could not find that address. Please check the street, city and zip.',
      code: 228,
    };
    mockFetch(() => ({ status: 400, body: unknownAddress }));
    const failure = await request('orders/1/address', { method: 'PUT' }).catch((e: unknown) => e);
    expect((failure as ApiError).code).toBe(228);
    expect(shown[0]).toMatch(/^We do not deliver to this address: it is outside our delivery area/);
    language = 'es';
    await request('orders/1/address', { method: 'PUT' }).catch(() => undefined);
    expect(shown[1]).toMatch(/^No entregamos en esta dirección/);
    mockFetch(() => ({ status: 400, body: { message: '[238] Please choose 1 for Size.' } }));
    const rule = await request('orders/1/products', { method: 'POST' }).catch((e: unknown) => e);
    expect(shown[2]).toBe('Please choose 1 for Size.');
    expect((rule as ApiError).code).toBe(238);
    expect(shown.join(' ')).not.toMatch(/\[\d+\]/);
  });

  it('suppress mode throws without showing', async () => {
    const events = recordingHooks();
    mockFetch(() => ({ status: 500, body: { message: 'Nope' } }));
    await expect(request('x', { mode: 'suppress' })).rejects.toMatchObject({
      messages: ['Nope'],
    });
    expect(events).toEqual(['clear', 'start', 'end']);
  });

  it('quiet mode returns null on failure and the body on success, leaving errors alone', async () => {
    const events = recordingHooks();
    mockFetch(() => ({ status: 404, body: { message: 'gone' } }));
    await expect(request('x', { mode: 'quiet' })).resolves.toBeNull();
    mockFetch(() => ({ body: [1] }));
    await expect(request('x', { mode: 'quiet' })).resolves.toEqual([1]);
    expect(events).toEqual(['start', 'end', 'start', 'end']);
  });

  it('status mode gives back the status and the body instead', async () => {
    recordingHooks();
    mockFetch(() => ({ status: 409, body: { message: 'twice' } }));
    await expect(request('orders/1/submit', { method: 'POST', mode: 'status' })).resolves.toEqual({
      status: 409,
      ok: false,
      body: { message: 'twice' },
    });
    mockFetch(() => ({ status: 204 }));
    await expect(request('x', { mode: 'status' })).resolves.toEqual({
      status: 204,
      ok: true,
      body: undefined,
    });
  });

  it('a failed connection shows the connection issue (status 0)', async () => {
    const events = recordingHooks();
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('orders/1/validate', { method: 'POST' })).rejects.toMatchObject({
      status: 0,
      messages: [CONNECTION_ISSUE],
    });
    expect(events).toContain(`show:${CONNECTION_ISSUE}`);
  });
});

describe('§8 timeouts and retries (chosen: reads 15 s, writes 30 s, reads retried once)', () => {
  it('documents the timeouts', () => {
    expect(READ_TIMEOUT_MS).toBe(15_000);
    expect(WRITE_TIMEOUT_MS).toBe(30_000);
  });

  it('gives up after the timeout with the connection issue, and the loader lets go', async () => {
    const events = recordingHooks();
    const fetch = mockFetch(
      (call) =>
        new Promise((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    await expect(request('menus/1', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      messages: [CONNECTION_ISSUE],
    });
    // A timed-out read is not sent again: it may still be running on the server.
    expect(fetch.calls).toHaveLength(1);
    expect(events.filter((e) => e === 'start')).toHaveLength(1);
    expect(events.filter((e) => e === 'end')).toHaveLength(1);
  });

  it('sends a read once more after a failed connection', async () => {
    recordingHooks();
    let first = true;
    const fetch = mockFetch(() => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return { body: { id: 1 } };
    });
    await expect(request('menus/1')).resolves.toEqual({ id: 1 });
    expect(fetch.calls).toHaveLength(2);
  });

  it('never sends a write twice', async () => {
    recordingHooks();
    const fetch = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('orders/1/submit', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 0,
    });
    expect(fetch.calls).toHaveLength(1);
  });

  it('an aborted request rejects with the abort, shows nothing and never leaves loading stuck', async () => {
    const events = recordingHooks();
    mockFetch(
      (call) =>
        new Promise((_resolve, reject) => {
          call.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = request('menus/1', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual(['clear', 'start', 'end']);
  });
});
