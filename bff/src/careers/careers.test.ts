import request from 'supertest';
import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { closedPort, testConfig } from '../test-support/helpers';

describe('/api/jobsearch and /api/careers-sheet', () => {
  let sandbox: FakeSandbox;
  let app: ReturnType<typeof createApp>;

  beforeEach(async () => {
    sandbox = await startFakeSandbox();
    app = createApp(testConfig(sandbox.env));
  });
  afterEach(() => sandbox.close());

  it('search and detail go to JOBS_API_URL/search|detail with the rest of the query', async () => {
    const search = await request(app)
      .get('/api/jobsearch?action=search&q=cook&lat=35.7&lng=-78.6')
      .set('authorization', 'Bearer member')
      .set('cookie', 'a=b')
      .set('x-ordering-token', 'o');
    expect(search.status).toBe(200);
    expect(search.body).toEqual({ path: '/jobs/search?q=cook&lat=35.7&lng=-78.6' });
    const detail = await request(app).get('/api/jobsearch?id=J-1&action=detail');
    expect(detail.body).toEqual({ path: '/jobs/detail?id=J-1' });
    const headers = sandbox.requests[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-ordering-token']).toBeUndefined();
    expect(headers['x-request-id']).toBeDefined();
  });

  it.each([
    '/api/jobsearch',
    '/api/jobsearch?action=delete',
    '/api/jobsearch?action=search&action=detail',
    '/api/jobsearch?action=../admin',
    '/api/jobsearch?action=Search',
  ])('400 for %s, no upstream call', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad request' });
    expect(sandbox.requests).toHaveLength(0);
  });

  it('reads only, and nothing below its own path', async () => {
    const post = await request(app).post('/api/jobsearch?action=search').send({});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    await request(app).get('/api/jobsearch/search?action=search').expect(404);
    await request(app).post('/api/careers-sheet').expect(405);
    await request(app).get('/api/careers-sheet/x').expect(404);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('the careers table comes from CAREERS_SHEET_URL, query kept', async () => {
    const res = await request(app).get('/api/careers-sheet?sheet=locations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ path: '/sheets/careers?sheet=locations' });
    const plain = await request(app).get('/api/careers-sheet');
    expect(plain.body).toEqual({ path: '/sheets/careers' });
  });

  it('502 when the job search refuses connections', async () => {
    const port = await closedPort();
    const down = createApp(testConfig({ JOBS_API_URL: `http://127.0.0.1:${port}/jobs` }));
    const res = await request(down).get('/api/jobsearch?action=search');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Connection issue. Please try again.' });
  });
});
