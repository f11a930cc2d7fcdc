/** One call the code under test made, as the fetch mock saw it. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FetchAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces `fetch` (the unit boundary of the API client) with a mock that records each call
 * and answers with `answer(call)`: JSON bodies as JSON text, strings as they are.
 */
export function mockFetch(
  answer: (call: FetchCall) => FetchAnswer | Promise<FetchAnswer> = () => ({ body: {} }),
) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return {
    calls,
    fn,
    /** The last call; fails the test when there was none. */
    get last(): FetchCall {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('fetch was not called');
      return call;
    },
  };
}
