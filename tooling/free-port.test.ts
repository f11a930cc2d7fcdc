/** @jest-environment node */
import fs from 'node:fs';
import net from 'node:net';
import { freePort, RANGE } from './free-port.cjs';

/** Where the kernel's ephemeral range starts, read here on its own (32768 where unknown). */
const ephemeralLow = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range')
  ? Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0])
  : 32768;

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

afterEach(() => jest.restoreAllMocks());

describe('a free port for a service about to start', () => {
  it('lies below the range the kernel takes outgoing connections’ ports from, and can be listened on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20000);
    expect(port).toBeLessThan(Math.min(ephemeralLow, 32768));
    await close(await listenOn(port));
  });

  it('is never handed out twice by one process, though nothing listens on it yet', async () => {
    // Both calls' first draws land on the same port.
    jest.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.5);
    const first = await freePort();
    const second = await freePort();
    expect(second).not.toBe(first);
  });

  it('is not a port something already listens on', async () => {
    const { lowest, highest } = RANGE;
    const draw = (port: number) => (port - lowest + 0.5) / (highest - lowest + 1);
    // A listener of this test's own on a port of the range, not handed out by freePort.
    let server: net.Server | undefined;
    let busy = 0;
    while (!server) {
      busy = lowest + Math.floor(Math.random() * (highest - lowest + 1));
      server = await listenOn(busy).catch(() => undefined);
    }
    // The first draw lands on it; later draws are random again.
    jest.spyOn(Math, 'random').mockReturnValueOnce(draw(busy));
    try {
      const port = await freePort();
      expect(port).not.toBe(busy);
      expect(Math.random).toHaveBeenCalledTimes(2);
    } finally {
      await close(server);
    }
  });
});
