import net from 'node:net';
import { createApp } from './app';
import { createLogger } from './logging/logger';
import { startServers, type RunningServers } from './server';
import { testConfig } from './test-support/helpers';

/** What a raw connection received before the server closed it. */
function whenClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('a slow client is dropped (HEADERS_TIMEOUT_MS=300, REQUEST_TIMEOUT_MS=800)', () => {
  let servers: RunningServers;
  let port: number;

  beforeAll(async () => {
    const logger = createLogger('silent');
    servers = await startServers(createApp(testConfig(), { logger }), {
      port: 0,
      cateringPort: 0,
      host: '127.0.0.1',
      logger,
      timeouts: { headersTimeoutMs: 300, requestTimeoutMs: 800 },
    });
    port = servers.listeners[0]?.port ?? 0;
  });
  afterAll(() => servers.close(100));

  it('headers sent a line at a time, never finished: 408 and closed', async () => {
    const socket = await connect(port);
    const closed = whenClosed(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('a body that never arrives in full: 408 and closed', async () => {
    const socket = await connect(port);
    const closed = whenClosed(socket);
    socket.write(
      'POST /api/v1/members/signin HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const drip = setInterval(() => socket.write(' '), 100);
    try {
      expect(await closed).toMatch(/HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
    }
  });

  it('an idle keep-alive connection between requests is not a slow client', async () => {
    const socket = await connect(port);
    const answers: string[] = [];
    socket.on('data', (chunk: Buffer) => answers.push(chunk.toString('latin1')));
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    ask();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    ask();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    expect(answers.join('').match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });
});
