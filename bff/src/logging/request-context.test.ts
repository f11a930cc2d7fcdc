import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { startUpstream, testConfig } from '../test-support/helpers';
import { loggedPath, requestContext, requestIdFrom, timeLeftMs } from './request-context';

describe('request log', () => {
  it('logs method, path, status, duration and id, and never headers, tokens or bodies', async () => {
    const upstream = await startUpstream();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    try {
      const app = createApp(testConfig({ ORDERING_API_URL: `${upstream.url}/v1` }), { logger });
      await request(app)
        .post('/api/v1/members/signin?email=someone%40example.com')
        .set('authorization', 'Bearer access-secret')
        .set('x-ordering-token', 'ordering-secret')
        .set('cookie', 'session=cookie-secret')
        .set('x-request-id', 'req-1')
        .send({ password: 'body-secret' })
        .expect(200);
    } finally {
      await upstream.close();
    }
    // The line is written on the server's 'finish', which may come just after the client has read.
    const requestLine = async (): Promise<Record<string, unknown> | undefined> => {
      for (let i = 0; i < 50; i += 1) {
        const found = lines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((e) => e.msg === 'request');
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return undefined;
    };
    const entry = await requestLine();
    expect(entry).toMatchObject({
      requestId: 'req-1',
      method: 'POST',
      path: '/api/v1/members/signin',
      status: 200,
      channel: 'default',
    });
    expect(typeof entry?.ms).toBe('number');
    const all = lines.join('\n');
    for (const secret of [
      'access-secret',
      'ordering-secret',
      'cookie-secret',
      'body-secret',
      'someone',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('requestIdFrom', () => {
  it('keeps a plain token and replaces anything else', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    expect(requestIdFrom('bad id\nforged')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('loggedPath', () => {
  it('drops the query, masks card numbers, keeps ids', () => {
    expect(loggedPath('/api/v1/members/balance?memberID=42')).toBe('/api/v1/members/balance');
    expect(loggedPath('/api/v1/orders/4111111111111111/x')).toBe('/api/v1/orders/[redacted]/x');
    expect(loggedPath('/a/4111-1111-1111-1111')).toBe('/a/[redacted]');
    expect(loggedPath('/a/4111%201111%201111%201111')).toBe('/a/[redacted]');
    expect(loggedPath('/api/v1/menus/100100/products/100100001')).toBe(
      '/api/v1/menus/100100/products/100100001',
    );
    expect(loggedPath(`/x/${'a'.repeat(400)}`)).toHaveLength(257);
  });

  it('masks a group order link and a guest part, the credentials they are', () => {
    expect(loggedPath('/group/Zx9_aB-cD3eF4gH5iJ6kL7mN')).toBe('/group/[redacted]');
    expect(loggedPath('/api/v1/groups/Zx9_aB/guests/Q1w2E3/products/7')).toBe(
      '/api/v1/groups/[redacted]/guests/[redacted]/products/7',
    );
    expect(loggedPath('/API/V1/Groups/Zx9_aB/events')).toBe('/API/V1/Groups/[redacted]/events');
  });
});

describe('the time a request’s upstream calls have left', () => {
  it('is each call’s own timeout, bounded by the request’s answer deadline, never 0', async () => {
    const app = express();
    app.use(
      requestContext({
        channelRule: {
          cateringPort: 2001,
          cateringOrigin: 'http://localhost:2001',
          developmentRules: false,
        },
        logger: pino({ level: 'silent' }),
        answerWithinMs: 300,
      }),
    );
    app.get('/', async (_req, res) => {
      const first = timeLeftMs(res, 1000);
      const capped = timeLeftMs(res, 100);
      await new Promise((resolve) => setTimeout(resolve, 350));
      res.json({ first, capped, late: timeLeftMs(res, 1000) });
    });
    const { body } = await request(app).get('/').expect(200);
    expect(body.first).toBeGreaterThan(250);
    expect(body.first).toBeLessThanOrEqual(300);
    expect(body.capped).toBe(100);
    expect(body.late).toBe(1);
  });
});
