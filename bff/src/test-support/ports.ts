import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A port nothing listens on (an upstream that is down): taken from the OS, then released. Apart
 * from `helpers.ts`, so that a test that needs only this one does not load the helpers' hooks.
 */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
