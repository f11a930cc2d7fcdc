/* Test helpers: real servers on ephemeral ports, no mocks. Not part of the running BFF. */
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type BffConfig } from '../config';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client port: equal ports mean a reused (keep-alive) connection. */
  remotePort: number | undefined;
}

export interface TestServer {
  port: number;
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port that records what it receives. */
export async function startUpstream(
  handler: (req: RecordedRequest, res: http.ServerResponse) => void = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  },
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        remotePort: req.socket.remotePort,
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { closedPort } from './ports';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with its path sent exactly as written (no client-side normalisation of `..`). */
export function rawRequest(
  port: number,
  requestPath: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    host?: string;
    body?: Buffer | string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: options.host ?? '127.0.0.1',
        port,
        path: requestPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Listens with a request handler (an Express app) on 127.0.0.1 and a free port. */
export async function listenOnFreePort(
  handler: http.RequestListener,
  port = 0,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const tempDirs: string[] = [];

// Jest loads this module once per test file: its temp folders go when that file is done.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bff-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function writeFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A remote's local build under `root`: its release metadata and (unless told) a manifest; gives its folder. */
export function writeRemoteBuild(
  root: string,
  pkg: string,
  release: unknown,
  manifest = true,
): string {
  const dist = path.join(root, pkg, 'dist');
  writeFile(path.join(dist, 'release.json'), JSON.stringify(release));
  if (manifest) writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  return dist;
}

/**
 * Where a test's upstreams are when it names none: a port nothing listens on, never the
 * sandbox's default port (a developer's `npm start` may be running there).
 */
export const NO_UPSTREAM = 'http://127.0.0.1:1';

/**
 * A configuration for tests: silent logs, empty temp folders and no upstream unless told
 * otherwise (an `ORDERING_API_URL` of a test's own sandbox brings its other services along).
 */
export function testConfig(env: Record<string, string> = {}): BffConfig {
  const upstream = env.ORDERING_API_URL || env.SANDBOX_URL ? {} : { SANDBOX_URL: NO_UPSTREAM };
  return loadConfig({
    ...upstream,
    LOG_LEVEL: 'silent',
    HOST_DIST: tempDir('host'),
    REMOTES_ROOT: tempDir('remotes'),
    REMOTES_CACHE_MS: '0',
    ...env,
  });
}
