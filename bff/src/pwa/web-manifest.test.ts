import request from 'supertest';
import { createApp } from '../app';
import { testConfig } from '../test-support/helpers';

describe('the web app manifest', () => {
  const app = createApp(testConfig({ BRAND_NAME: 'Biscuit Barn' }));

  it('installs the consumer site in its colour, never cached', async () => {
    const res = await request(app).get('/manifest.webmanifest').set('host', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({
      name: 'Biscuit Barn',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#9b2915',
      icons: [
        { src: '/icons/default-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/default-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it('installs the catering site as catering, in its own colour', async () => {
    const res = await request(app).get('/manifest.webmanifest').set('host', 'localhost:2001');
    expect(JSON.parse(res.text)).toMatchObject({
      name: 'Biscuit Barn Catering',
      theme_color: '#1f5a3d',
      icons: [{ src: '/icons/catering-192.png' }, { src: '/icons/catering-512.png' }],
    });
  });
});
