import { callPath, type OrderingCall, type PathParams } from './calls';
import { API_BASE, API_V2_BASE } from './headers';
import { buildUrl, headersFor, type AuthToken } from './request';

export interface StreamHandlers {
  /** Each event, by its name, with its data as sent. */
  onEvent(event: string, data: string): void;
  /** The stream is open, again after a break too: what passed meanwhile may need a read. */
  onOpen?(): void;
  /** The stream is refused (an error status, not a stream): the caller asks another way. */
  onRefused?(): void;
}

/** A stream's answer that is not one: no point in asking again. */
class StreamRefused extends Error {}

const EVENT_STREAM = 'text/event-stream';

/** Waits between tries after a break: doubling from 1 s to at most 8 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 8_000;

/**
 * Follows a stream call of the table (server-sent events) with the headers every call carries,
 * the member's token too: the browser's `EventSource` cannot send them. A stream that ends or
 * breaks is opened again; one that is refused is not. Returns the function that stops it. The
 * stream library loads with the first stream, not with every page that holds the contract.
 */
export function followCall<P extends string>(
  call: OrderingCall<P, unknown>,
  params: PathParams<P>,
  handlers: StreamHandlers,
  { auth }: { auth?: AuthToken } = {},
): () => void {
  const path = callPath(call, params);
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  const follow = async () => {
    const { fetchEventSource } = await import('@microsoft/fetch-event-source');
    if (controller.signal.aborted) return;
    await fetchEventSource(buildUrl(path, { base: call.v2 ? API_V2_BASE : API_BASE }), {
      headers: { ...headersFor(path, { auth }), accept: EVENT_STREAM },
      signal: controller.signal,
      credentials: 'same-origin',
      // A customer who looks at another tab still wants the page current when they come back.
      openWhenHidden: true,
      onopen: async (response) => {
        const type = response.headers?.get('content-type') ?? '';
        if (!response.ok || !type.startsWith(EVENT_STREAM)) {
          throw new StreamRefused(`${response.status}`);
        }
        retryMs = FIRST_RETRY_MS;
        handlers.onOpen?.();
      },
      onmessage: (message) => {
        if (message.event) handlers.onEvent(message.event, message.data);
      },
      onclose: () => {
        // The server ended it (the BFF ends a quiet one): asked again, after a pause.
        throw new Error('The stream ended');
      },
      onerror: (error: unknown) => {
        if (error instanceof StreamRefused) throw error;
        const wait = retryMs;
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        return wait;
      },
    });
  };
  // Refused, or its library could not load (offline, a release gone): the caller asks another way.
  follow().catch(() => {
    if (!controller.signal.aborted) handlers.onRefused?.();
  });
  return () => controller.abort();
}
