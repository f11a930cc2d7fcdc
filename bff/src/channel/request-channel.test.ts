import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from '../app';
import { startServers } from '../server';
import { createLogger } from '../logging/logger';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';
import { hostHeaderPort } from './request-channel';

describe('hostHeaderPort', () => {
  it.each([
    ['localhost:3000', '3000'],
    ['catering.example.com', ''],
    ['[::1]:2001', '2001'],
    ['[::1]', ''],
    [undefined, ''],
  ])('%s → "%s"', (host, port) => {
    expect(hostHeaderPort(host)).toBe(port);
  });
});

describe('startServers', () => {
  it('listens with one app on the consumer and the catering port', async () => {
    const logger = createLogger('silent');
    const servers = await startServers(createApp(testConfig(), { logger }), {
      port: 0,
      cateringPort: 0,
      host: '127.0.0.1',
      logger,
    });
    try {
      expect(servers.listeners.map((l) => l.role)).toEqual(['consumer', 'catering']);
      const [consumer, catering] = servers.listeners;
      expect(consumer?.port).not.toBe(catering?.port);
      for (const listener of servers.listeners) {
        expect((await rawRequest(listener.port, '/healthz')).status).toBe(200);
      }
    } finally {
      await servers.close(1000);
    }
  });
});

describe('channel of a request, on both listening ports', () => {
  let consumer: { port: number; close(): Promise<void> };
  let catering: { port: number; close(): Promise<void> };

  beforeAll(async () => {
    // Listen first (free ports, no race with other processes), then build the app for them.
    const holder: { app?: ReturnType<typeof createApp> } = {};
    const delegate = (req: IncomingMessage, res: ServerResponse) => holder.app?.(req, res);
    consumer = await listenOnFreePort(delegate);
    catering = await listenOnFreePort(delegate);
    holder.app = createApp(
      testConfig({ PORT: String(consumer.port), CATERING_PORT: String(catering.port) }),
    );
  });

  afterAll(async () => {
    await consumer.close();
    await catering.close();
  });

  async function channelVia(port: number, host: string): Promise<string> {
    const res = await rawRequest(port, '/config/remotes.json', { headers: { host } });
    return (JSON.parse(res.body) as { channel: string }).channel;
  }

  it('is default on the consumer port', async () => {
    expect(await channelVia(consumer.port, `localhost:${consumer.port}`)).toBe('default');
    expect(await channelVia(consumer.port, 'localhost')).toBe('default');
  });

  it('is catering on the catering port, with or without the port in the Host header', async () => {
    expect(await channelVia(catering.port, `localhost:${catering.port}`)).toBe('catering');
    expect(await channelVia(catering.port, 'localhost')).toBe('catering');
  });

  it('is catering when the browser addressed the catering port (mapped ports)', async () => {
    expect(await channelVia(consumer.port, `localhost:${catering.port}`)).toBe('catering');
    expect(await channelVia(consumer.port, 'localhost:2001')).toBe('catering');
  });

  it('is catering for a host name containing catering, on any port', async () => {
    expect(await channelVia(consumer.port, `catering.localhost:${consumer.port}`)).toBe('catering');
    expect(await channelVia(consumer.port, 'order.CATERING.example.com')).toBe('catering');
  });
});
