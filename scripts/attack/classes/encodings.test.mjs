import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import encodings from './encodings.mjs';

let server;
afterEach(() => server?.close());

/** A door that refuses every body it is sent (400), and one that inflates too far with 413. */
function soundDoor(asked) {
  if (asked.headers['content-encoding'] === 'gzip') {
    try {
      const inflated = zlib.gunzipSync(asked.bytes);
      return { status: inflated.length > 100 * 1024 ? 413 : 400 };
    } catch {
      return { status: 400 };
    }
  }
  return { status: 400 };
}

/** A key named twice in a row, however the second is spelt. */
const twice = /"(e|\\u0065)mail":"[^"]*","(e|\\u0065)mail"|"replyto":"[^"]*","replyto"/;

describe('encodings', () => {
  it('holds against a door that refuses every body it cannot read one way', async () => {
    server = await serve(soundDoor);
    const result = await runClass(encodings, { name: 'one BFF', url: server.url });
    expect(result.through).toEqual([]);
    expect(result.refused).toBe(encodings.probes.length);
    // The UTF-32 body goes out with its byte-order mark, the bomb small on the wire.
    expect([...server.asked[0].bytes.subarray(0, 4)]).toEqual([0xff, 0xfe, 0, 0]);
    expect(server.asked.at(-1).bytes.length).toBeLessThan(2048);
  });

  it('names the bodies a door takes with a key named twice', async () => {
    server = await serve((asked) => (twice.test(asked.body) ? { status: 200 } : soundDoor(asked)));
    const result = await runClass(encodings, { name: 'one BFF', url: server.url });
    expect(result.through.map((t) => t.name)).toEqual([
      'a key named twice',
      'a key named twice, once escaped',
      '/api/submit: a key named twice',
    ]);
  });

  it('counts a bomb the door inflates and reads as got through', async () => {
    server = await serve((asked) =>
      asked.headers['content-encoding'] === 'gzip' ? { status: 400 } : soundDoor(asked),
    );
    const result = await runClass(encodings, { name: 'one BFF', url: server.url });
    expect(result.through.map((t) => t.name)).toEqual([
      'a gzip bomb (1 MB of zeros, 1 KB on the wire)',
    ]);
  });
});
