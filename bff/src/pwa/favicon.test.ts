import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { tempDir, testConfig, writeFile } from '../test-support/helpers';

describe('the favicon', () => {
  it("answers /favicon.ico with the channel's app icon", async () => {
    const hostDist = tempDir('host');
    writeFile(path.join(hostDist, 'icons', 'default-192.png'), 'default icon');
    writeFile(path.join(hostDist, 'icons', 'catering-192.png'), 'catering icon');
    const app = createApp(testConfig({ HOST_DIST: hostDist }));

    const consumer = await request(app).get('/favicon.ico').set('host', 'localhost:3000');
    expect(consumer.status).toBe(200);
    expect(consumer.headers['content-type']).toBe('image/png');
    expect(consumer.headers['cache-control']).toBe('no-cache');
    expect(consumer.headers.vary).toMatch(/host/i);
    expect(consumer.body.toString()).toBe('default icon');

    const catering = await request(app).get('/favicon.ico').set('host', 'localhost:2001');
    expect(catering.body.toString()).toBe('catering icon');
  });

  it('is a plain 404 while the host is not built', async () => {
    const app = createApp(testConfig());
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found');
  });
});
