import { afterEach, describe, expect, it } from '@jest/globals';
import { runClass } from '../probe.mjs';
import { serve } from '../test-server.mjs';
import { PUBLIC_ORIGIN } from '../site.mjs';
import telemetry from './telemetry.mjs';

let server;
afterEach(() => server?.close());

const VERSION = '1.2.3';

/** The judge's door: what a beacon of the site's own page for the served version is. */
function beaconStatus(asked, flaws) {
  const { headers } = asked;
  if (headers.origin !== PUBLIC_ORIGIN || headers['sec-fetch-site'] === 'cross-site') return 403;
  if (/utf-16/i.test(headers['content-type'])) return 415;
  if (asked.bytes.length > 64 * 1024) return 413;
  let batch;
  try {
    batch = JSON.parse(asked.body);
  } catch {
    return 400;
  }
  if (batch.events.length > 50) return 400;
  if (!flaws.anyVersion && batch.events.some((e) => e.version !== VERSION)) return 400;
  if (batch.events.some((e) => e.kind === 'vital' && e.value > 60_000)) return 400;
  return 204;
}

/** `flaws`: `anyVersion` (takes versions never released), `noCareers` (serves no careers). */
function bff(flaws = {}) {
  let beacons = 0;
  return (asked) => {
    if (asked.url === '/config/remotes.json') {
      const remotes = flaws.noCareers ? [] : [{ name: 'careers', version: VERSION }];
      return { headers: { 'set-cookie': 'qsr_cohort=c1; Path=/' }, body: { remotes } };
    }
    beacons += 1;
    if (!asked.headers.cookie?.startsWith('qsr_cohort=c1')) return { status: 400 };
    return { status: beacons > 40 ? 429 : beaconStatus(asked, flaws) };
  };
}

describe('telemetry', () => {
  it("holds against a door that takes only the site's own beacons, and not too many", async () => {
    server = await serve(bff());
    const result = await runClass(telemetry, { name: 'one BFF', url: server.url });
    expect(result).toMatchObject({ tried: 8, refused: 8, through: [] });
    // Each visit is a session of its own.
    const sessions = server.asked
      .filter((a) => a.url === '/api/telemetry')
      .map((a) => /"session":"(\w+)"/.exec(a.body)?.[1])
      .filter(Boolean);
    expect(new Set(sessions).size).toBe(8);
  });

  it('names a beacon for a version never released that was kept, with what both got', async () => {
    server = await serve(bff({ anyVersion: true }));
    const result = await runClass(telemetry, { name: 'one BFF', url: server.url });
    expect(result.through).toEqual([
      { name: 'a version that was never released', saw: 'honest 204, attack 204 ' },
    ]);
  });

  it("counts nothing as refused when the door refused the visitor's honest batch too", async () => {
    server = await serve((asked) =>
      asked.url === '/api/telemetry' ? { status: 400 } : bff()(asked),
    );
    const result = await runClass(telemetry, { name: 'one BFF', url: server.url });
    expect(result.refused).toBe(0);
    expect(result.through[1]).toEqual({
      name: 'a batch that is not JSON',
      saw: 'honest 400, attack 400 ',
    });
  });

  it('proves nothing when the site serves no careers to report on', async () => {
    server = await serve(bff({ noCareers: true }));
    const result = await runClass(telemetry, { name: 'one BFF', url: server.url });
    expect(result.through[0].saw).toBe(
      'the probe failed: no cohort or careers in /config/remotes.json (200)',
    );
  });
});
