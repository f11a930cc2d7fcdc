import { createApp } from '../app';
import { startFakeSandbox, type FakeSandbox } from '../test-support/fake-sandbox';
import { listenOnFreePort, rawRequest, testConfig } from '../test-support/helpers';

/**
 * A NUL or another control character in a decoded query is 400 at the door, before any
 * upstream call: the ordering API refuses it too (a NUL in a location search was a 500 from
 * SQLite), so the door reads the request as the upstream will.
 */
describe('control characters in a query', () => {
  let sandbox: FakeSandbox;
  let server: { port: number; close(): Promise<void> };

  beforeAll(async () => {
    sandbox = await startFakeSandbox();
    server = await listenOnFreePort(createApp(testConfig(sandbox.env)));
  });

  afterAll(async () => {
    await server.close();
    await sandbox.close();
  });

  beforeEach(() => {
    sandbox.requests.length = 0;
  });

  const OPERATOR = { 'x-operator-token': 'sandbox-operator-token', client_sub: 'mealtime' };

  it.each([
    ['/api/v1/locations/search?q=Ral%00eigh', {}],
    ['/api/v1/locations/search?q=%01', {}],
    ['/api/v1/locations/search?q=%09', {}],
    ['/api/v1/locations/search?q=a%0Ab', {}],
    ['/api/v1/locations/search?q=%0d', {}],
    ['/api/v1/locations/search?q=%1b', {}],
    ['/api/v1/locations/search?q=%1F', {}],
    ['/api/v1/locations/search?q=%7f', {}],
    ['/api/v1/locations/search?lat=35&lng=-80&q%00=x', {}],
    ['/api/v1/locations?catering=%00', {}],
    ['/api/v1/menus/100101?x=%00', {}],
    ['/api/v2/carts/abc?x=%00', {}],
    ['/api/jobsearch?action=search&q=cook%00', {}],
    ['/api/careers-sheet?x=%07', {}],
    ['/api/braze/segments/list?x=%00', OPERATOR],
    ['/cms/stories/home?version=%7F', {}],
  ])('%s: 400, nothing upstream', async (url, headers) => {
    const res = await rawRequest(server.port, url, { headers });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Bad request' });
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each([
    '/api/v1/locations/search?q=Raleigh%2C+NC',
    '/api/v1/locations/search?q=S%C3%A3o%20Paulo',
    '/api/jobsearch?action=search&q=cook',
    '/cms/stories/home?version=published',
  ])('%s goes on', async (url) => {
    expect((await rawRequest(server.port, url)).status).toBe(200);
    expect(sandbox.requests).toHaveLength(1);
  });
});
