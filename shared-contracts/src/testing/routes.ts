import type { FetchAnswer, FetchCall } from './fetch-mock';

/** Answers by `METHOD url` (query included); anything else is a 404 the test will notice. */
export function routes(table: Record<string, FetchAnswer | ((call: FetchCall) => FetchAnswer)>) {
  return (call: FetchCall): FetchAnswer => {
    const answer = table[`${call.method} ${call.url}`];
    if (!answer) return { status: 404, body: { message: `No route ${call.method} ${call.url}` } };
    return typeof answer === 'function' ? answer(call) : answer;
  };
}
