/** @jest-environment node */
import net from 'node:net';
import { ephemeralLow, freePort } from './free-port.cjs';

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
    expect(port).toBeLessThan(Math.min(ephemeralLow(), 32768));
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
    const highest = Math.min(ephemeralLow(), 32768) - 1;
    const draw = (port: number) => (port - 20000 + 0.5) / (highest - 20000 + 1);
    // A listener of this test's own on a port of the range, not handed out by freePort.
    let server: net.Server | undefined;
    let busy = 0;
    while (!server) {
      busy = 20000 + Math.floor(Math.random() * (highest - 20000 + 1));
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
