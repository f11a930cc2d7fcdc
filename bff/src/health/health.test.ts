import request from 'supertest';
import { createApp } from '../app';
import { testConfig } from '../test-support/helpers';

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, even before the site is built', async () => {
    const res = await request(createApp(testConfig())).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeDefined();
  });
});
