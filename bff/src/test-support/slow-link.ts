/* A slow network between a client and a server (tests only): a dependency slow, not gone. */
import net from 'node:net';

export interface SlowLink {
  /** Where clients connect: `127.0.0.1:<port>`. */
  port: number;
  /** How late each answer (every chunk the server sends) reaches the client, from now on. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/**
 * A TCP relay to `targetPort` that holds each chunk the server sends for the delay before the
 * client gets it, in order: every command still gets its answer, each one late (a server
 * living but slow, which no timeout of a single command notices).
 */
export async function startSlowLink(targetPort: number, delayMs = 0): Promise<SlowLink> {
  let delay = delayMs;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let sent = Promise.resolve();
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      const due = Date.now() + delay;
      sent = sent.then(
        () =>
          new Promise((resolve) =>
            setTimeout(() => {
              if (!client.destroyed) client.write(chunk);
              resolve();
            }, due - Date.now()),
          ),
      );
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    setDelay: (ms) => {
      delay = ms;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
