// A steady load through the load balancer that records every request's time and outcome, so
// that failures can be placed against the moment a replica was stopped.
import http from 'node:http';

/**
 * `connections` clients, each asking `paths` in turn over a keep-alive connection, until
 * `stop()`. A path is a GET, or `{ method, path, headers, body }`. Resolves to every request:
 * when it started and ended, and its status (0: no answer).
 */
export function startLoad(baseUrl, { connections = 16, paths = ['/api/v1/menus/100100'] } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const results = [];
  let running = true;

  const ask = (asked) =>
    new Promise((resolve) => {
      const {
        method = 'GET',
        path,
        headers = {},
        body,
      } = typeof asked === 'string' ? { path: asked } : asked;
      const started = Date.now();
      const req = http.request(
        `${baseUrl}${path}`,
        { method, agent, headers: { accept: '*/*', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ path, started, ended: Date.now(), status: res.statusCode }),
          );
          res.on('error', () => resolve({ path, started, ended: Date.now(), status: 0 }));
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error) =>
        resolve({
          path,
          started,
          ended: Date.now(),
          status: 0,
          error: error.code ?? error.message,
        }),
      );
      req.end(body);
    });

  const worker = async (offset) => {
    for (let i = offset; running; i += 1) results.push(await ask(paths[i % paths.length]));
  };
  const workers = Array.from({ length: connections }, (_, i) => worker(i));

  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return results;
    },
  };
}

/** A request failed when it got no answer or a server error. */
export const failed = (result) => result.status === 0 || result.status >= 500;
