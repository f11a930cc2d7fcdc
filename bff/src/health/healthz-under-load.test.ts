import {
  HEALTHZ_LIMIT_MS,
  generateLoad,
  healthzVerdict,
  menuThroughBff,
  probeHealthz,
  startBff,
  startReferenceServer,
  startSandbox,
  stopProcesses,
} from '../../bench/load';

/** The proxy benchmark's load (`npm run bench -w bff`): the menu through the BFF, 50 connections. */
const CONNECTIONS = 50;
const SECONDS = 5;

jest.setTimeout(90_000);

describe('/healthz under the proxy benchmark’s load', () => {
  let bff = 0;
  let reference = 0;

  beforeAll(async () => {
    [bff, reference] = await Promise.all([
      startSandbox().then((upstream) => startBff('bff', upstream)),
      startReferenceServer(),
    ]);
    // Warm: the menu is read once, the upstream connections are open.
    await generateLoad({ ...menuThroughBff(bff), connections: CONNECTIONS, duration: 1 });
  });

  afterAll(stopProcesses);

  it(`answers in under ${HEALTHZ_LIMIT_MS} ms (p95 of an answer every 100 ms), none failing`, async () => {
    // Up to three windows of load: other work on this shared machine can starve every process
    // for seconds at a time, which says nothing of the BFF; a BFF that is slow itself (a
    // /healthz behind the proxy, a blocking call) fails all three.
    const windows: Array<ReturnType<typeof healthzVerdict>> = [];
    for (let window = 0; window < 3 && !windows.at(-1)?.met; window += 1) {
      const probes = [probeHealthz(bff, 100), probeHealthz(reference, 100)] as const;
      const load = await generateLoad({
        ...menuThroughBff(bff),
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const [answers, machine] = await Promise.all(probes.map((probe) => probe.stop()));
      expect(load.non2xx + load.errors).toBe(0);
      expect(load.requests.total ?? 0).toBeGreaterThan(CONNECTIONS * SECONDS);
      windows.push(healthzVerdict(answers ?? [], machine ?? []));
    }
    const last = windows.at(-1);
    expect(last?.samples).toBeGreaterThanOrEqual(40);
    expect(last?.failed).toBe(0);
    // On failure, the figures of each window: the BFF's p95, the machine's own at the same moments.
    expect(windows).toContainEqual(expect.objectContaining({ met: true }));
  });
});
