import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import ipaddr from 'ipaddr.js';
import { loadConfig, REPO_ROOT } from '../config';
import {
  closedPort,
  rawRequest,
  startUpstream,
  tempDir,
  type RawResponse,
} from '../test-support/helpers';
import {
  REMOTE_DOCKERFILE,
  deployablePackages,
  dockerfileEnv,
  dockerfileOf,
  readRepoFile,
} from '../test-support/repo-files';
import { writeBuildOutput, writeFile } from './test-fixtures';

/**
 * docker-compose.yml has one service per deployable package, each built from
 * a multi-stage Dockerfile with a health check (the six remotes from one, deploy/remote.Dockerfile,
 * the remote named in build arguments), and its ports and variables are the ones
 * docs/operations.md documents. The BFF runs as three replicas sharing Redis behind
 * HAProxy (deploy/haproxy.cfg). No Docker engine runs here, so the files are checked as text,
 * and HAProxy itself checks its configuration with the compose values.
 */

interface Service {
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  profiles?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}

/** Debian's HAProxy (`.ci/run` installs it where it is missing). */
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const read = readRepoFile;
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: Array<{ subnet?: string }> } }>;
};
const services = compose.services;
const deployables = deployablePackages;
const remotes = deployables.filter((pkg) => pkg.startsWith('mfe-'));
/** The BFF's replicas: `bff-1`, `bff-2`, … */
const replicas = Object.keys(services).filter((name) => /^bff-\d+$/.test(name));
/** The compose services that run a package: the BFF's replicas, or the package's one service. */
const servicesOf = (pkg: string) => (pkg === 'bff' ? replicas : [pkg]);
/** What runs from a public image, not from a package of ours. */
const images = { redis: /^redis:7(\.|$)/, lb: /^haproxy:2\.(6|[7-9]|\d\d)(\.|$)/ };
const mfOf = (pkg: string) =>
  (JSON.parse(read(`${pkg}/package.json`)) as { mf: { name: string; devPort: number } }).mf;
/** The build arguments that name a remote in its image: its package, MF name and port. */
const remoteArgs = (pkg: string) => ({
  PACKAGE: pkg,
  REMOTE_NAME: mfOf(pkg).name,
  PORT: String(mfOf(pkg).devPort),
});
/** What the image of a package's service sets in its environment, its build arguments filled in. */
const imageEnv = (pkg: string) =>
  dockerfileEnv(read(dockerfileOf(pkg)), services[pkg]?.build?.args ?? {});

/** The rows of the first Markdown table under `## <heading>` of docs/operations.md, cells unquoted. */
function operationsTable(heading: string): string[][] {
  const readme = read('docs/operations.md');
  const start = readme.indexOf(`## ${heading}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const lines = readme.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
    );
  }
  return rows;
}

describe('docker-compose.yml', () => {
  it('has a service for every deployable package, built from a multi-stage Dockerfile, with a health check', () => {
    expect(deployables).toEqual(expect.arrayContaining(['bff', 'sandbox', 'host-shell']));
    expect(remotes).toHaveLength(6);
    expect(replicas).toEqual(['bff-1', 'bff-2', 'bff-3']);
    for (const pkg of deployables) {
      for (const name of servicesOf(pkg)) {
        const service = services[name];
        expect({ name, build: service?.build }).toEqual({
          name,
          build: {
            context: '.',
            dockerfile: dockerfileOf(pkg),
            ...(remotes.includes(pkg)
              ? {
                  args: {
                    ...remoteArgs(pkg),
                    ...(pkg === 'mfe-careers' ? { RELEASE_NOTE: expect.any(String) } : {}),
                  },
                }
              : {}),
          },
        });
        expect(service?.healthcheck?.test?.join(' ')).toContain('/healthz');
      }
      const dockerfile = read(dockerfileOf(pkg));
      expect(dockerfile.match(/^FROM /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(dockerfile).toMatch(/^COPY --from=/m);
    }
    // The replicas and the release command are one image, built once.
    expect(new Set([...replicas, 'release'].map((name) => services[name]!.image))).toEqual(
      new Set(['qsr-ordering-site-bff']),
    );
    // Redis and HAProxy are public images, each with a health check of its own.
    for (const [name, image] of Object.entries(images)) {
      expect({ name, image: services[name]?.image }).toEqual({
        name,
        image: expect.stringMatching(image),
      });
      expect(services[name]?.build).toBeUndefined();
      expect(services[name]?.healthcheck?.test?.[0]).toBe('CMD');
    }
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(services.lb?.healthcheck?.test?.join(' ')).toContain('GET /healthz');
    // Nothing else starts with `up`: the release command is a tool.
    const started = Object.keys(services).filter((name) => !services[name]!.profiles);
    expect(started.sort()).toEqual(
      [...deployables.flatMap(servicesOf), ...Object.keys(images)].sort(),
    );
    expect(services.release?.profiles).toEqual(['tools']);
    // A replica starts once Redis and the sandbox are up and the host and every remote are
    // deployed; the load balancer once every replica is.
    for (const name of replicas) {
      expect({ name, dependsOn: services[name]?.depends_on }).toEqual({
        name,
        dependsOn: Object.fromEntries(
          ['redis', ...deployables.filter((pkg) => pkg !== 'bff')].map((dependency) => [
            dependency,
            { condition: 'service_healthy' },
          ]),
        ),
      });
    }
    expect(services.lb?.depends_on).toEqual(
      Object.fromEntries(replicas.map((name) => [name, { condition: 'service_healthy' }])),
    );
    expect(services.release?.depends_on).toEqual({ redis: { condition: 'service_healthy' } });
  });

  it('each remote image releases its own remote and deploys it under its package name', () => {
    const dockerfile = read(REMOTE_DOCKERFILE);
    expect(dockerfile).toContain('npm run release -- build "$REMOTE_NAME" ');
    expect(dockerfile).toContain('mv "/out/remotes/$REMOTE_NAME"/* /build');
    // Every argument a stage uses is declared in that stage (else Docker leaves it empty).
    for (const stage of dockerfile.split(/^FROM /m).slice(1)) {
      const declared = new Set([...stage.matchAll(/^ARG (\w+)/gm)].map((match) => match[1]));
      const used = [...stage.matchAll(/\$\{?(\w+)\}?/g)].map((match) => match[1]);
      expect(used.filter((name) => !declared.has(name))).toEqual([]);
    }
    for (const pkg of remotes) {
      expect(imageEnv(pkg)).toMatchObject(remoteArgs(pkg));
      // One Dockerfile for the six: no copy of it in a remote's folder.
      expect({ pkg, ownDockerfile: existsSync(path.join(REPO_ROOT, pkg, 'Dockerfile')) }).toEqual({
        pkg,
        ownDockerfile: false,
      });
    }
    expect(imageEnv('host-shell')).toMatchObject({ PACKAGE: 'host-shell' });
  });

  it('uses the ports of docs/operations.md', () => {
    const ports = Object.fromEntries(
      operationsTable('Ports').map(([port = '', what = '']) => [port, what]),
    );
    expect(ports['3000']).toContain('`PORT`');
    expect(ports['2001']).toContain('`CATERING_PORT`');
    expect(ports['4010']).toContain('`SANDBOX_PORT`');
    expect(ports['3010']).toContain('host');
    // "3011–3016 | remote dev servers: menu-cart, locator, …": one port each, in that order.
    const remoteRow = Object.entries(ports).find(([port]) => port.includes('–'));
    const [from = 0, to = 0] = remoteRow![0].split('–').map(Number);
    const order = remoteRow![1]
      .split(':')[1]!
      .split(';')[0]!
      .split(',')
      .map((name) => `mfe-${name.trim()}`);
    expect([...order].sort()).toEqual([...remotes].sort());
    expect(to - from + 1).toBe(remotes.length);

    // The load balancer publishes the two sites; nothing else publishes a port.
    expect(services.lb?.ports).toEqual(['3000:3000', '2001:2001']);
    const publishing = Object.keys(services).filter((name) => services[name]!.ports);
    expect(publishing).toEqual(['lb']);
    for (const name of replicas) {
      expect(services[name]?.environment).toMatchObject({ PORT: '3000', CATERING_PORT: '2001' });
      expect(services[name]?.expose).toEqual(['3000', '2001']);
    }
    expect(services.sandbox?.expose).toEqual(['4010']);
    expect(services.sandbox?.environment?.SANDBOX_PORT).toBe('4010');
    const frontends: Array<[string, number]> = [
      ['host-shell', 3010],
      ...order.map((pkg, index): [string, number] => [pkg, from + index]),
    ];
    for (const [pkg, port] of frontends) {
      const service = services[pkg]!;
      expect({ pkg, port: service.environment?.PORT, expose: service.expose }).toEqual({
        pkg,
        port: String(port),
        expose: [String(port)],
      });
      expect(imageEnv(pkg).PORT).toBe(String(port));
      if (pkg !== 'host-shell') expect(mfOf(pkg).devPort).toBe(port);
    }
  });

  it('sets each variable as docs/operations.md says, and every variable it gives a compose value', () => {
    const rows = operationsTable('Environment variables');
    const documented = new Map(
      rows.map(([name = '', , composeValue = '']) => [name, composeValue]),
    );
    const frontends = new Set(['host-shell', ...remotes]);
    const set = new Map<string, string>();
    for (const [name, service] of Object.entries(services)) {
      // HAProxy's variables are its configuration's, documented there (checked below).
      if (name === 'lb') continue;
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        expect({ service: name, key, documented: documented.has(key) }).toEqual({
          service: name,
          key,
          documented: true,
        });
        // A front end's PORT is its own (the Ports table, checked above).
        if (key === 'PORT' && frontends.has(name)) continue;
        expect({ service: name, key, value }).toEqual({
          service: name,
          key,
          value: documented.get(key),
        });
        set.set(key, value);
      }
    }
    for (const [key, value] of documented) {
      if (value) expect({ key, value: set.get(key) }).toEqual({ key, value });
    }
    // The BFF reaches the sandbox by its service name and SANDBOX_PORT.
    const sandbox = `http://sandbox:${services.sandbox!.environment!.SANDBOX_PORT}`;
    for (const name of replicas) {
      expect(services[name]?.environment?.ORDERING_API_URL).toBe(`${sandbox}/ordering/v1`);
      expect(services[name]?.environment?.ORDERING_API_V2_URL).toBe(`${sandbox}/ordering/v2`);
    }
  });

  it('runs the BFF replicas on one shared Redis, behind the load balancer, with the same stores', () => {
    const redisUrl = `redis://redis:${services.redis!.expose![0]}`;
    expect(services.redis?.expose).toEqual(['6379']);
    // Pins live in Redis: its append-only file is kept in a volume.
    expect(services.redis?.command).toEqual(['redis-server', '--appendonly', 'yes']);
    expect(services.redis?.volumes).toEqual(['redis-data:/data']);
    const first = services[replicas[0]!]!;
    for (const name of replicas) {
      const replica = services[name]!;
      expect({ name, REDIS_URL: replica.environment?.REDIS_URL }).toEqual({
        name,
        REDIS_URL: redisUrl,
      });
      // Only `lb`'s fixed address is believed: the client address the limits count is the one
      // `lb` sets, and a container reaching a replica around it is counted as itself.
      expect({ name, TRUST_PROXY: replica.environment?.TRUST_PROXY }).toEqual({
        name,
        TRUST_PROXY: services.lb?.networks?.default?.ipv4_address,
      });
      expect(replica.ports).toBeUndefined();
      // The same build and release volumes, read-only, and the same settings as the others.
      expect(replica.volumes).toEqual(['builds:/srv/builds:ro', 'release:/srv/release:ro']);
      expect(replica.environment).toEqual(first.environment);
    }
    // The release command pins where the replicas read, in the store they serve.
    expect(services.release?.environment).toMatchObject({
      REDIS_URL: redisUrl,
      RELEASE_ROOT: first.environment?.RELEASE_ROOT,
    });
    expect(services.release?.volumes).toEqual(['release:/srv/release']);
  });
});

describe('deploy/haproxy.cfg in docker-compose.yml', () => {
  const config = read('deploy/haproxy.cfg');
  const lb = services.lb!;
  /** The `"${VAR}"` names the configuration reads from its environment. */
  const named = [...new Set([...config.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!))];

  it('is mounted where the image reads it, and every variable it names is set', () => {
    expect(lb.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    expect(named.length).toBeGreaterThanOrEqual(2 + 2 * replicas.length);
    expect(Object.keys(lb.environment ?? {}).sort()).toEqual([...named].sort());
  });

  it('sends each site to the same port of every replica, and binds the ports it publishes', () => {
    const { PORT, CATERING_PORT } = services[replicas[0]!]!.environment!;
    replicas.forEach((name, index) => {
      expect(lb.environment?.[`BFF_${index + 1}`]).toBe(`${name}:${PORT}`);
      expect(lb.environment?.[`BFF_${index + 1}_CATERING`]).toBe(`${name}:${CATERING_PORT}`);
    });
    // One server line per replica in each backend: the ready ones, and the alive ones used
    // while none is ready.
    expect(config.match(/^\s*server bff-\d+ "\$\{BFF_\d+\}" check$/gm)).toHaveLength(
      2 * replicas.length,
    );
    expect(config.match(/^\s*server bff-\d+ "\$\{BFF_\d+_CATERING\}" check$/gm)).toHaveLength(
      2 * replicas.length,
    );
    expect(lb.environment).toMatchObject({
      LB_CONSUMER_BIND: `:${PORT}`,
      LB_CATERING_BIND: `:${CATERING_PORT}`,
    });
    expect(lb.ports).toEqual([`${PORT}:${PORT}`, `${CATERING_PORT}:${CATERING_PORT}`]);
  });

  it('has the fixed address in its network that the replicas believe', () => {
    const address = services.lb?.networks?.default?.ipv4_address ?? '';
    const [subnet] = compose.networks?.default?.ipam?.config ?? [];
    expect(ipaddr.IPv4.isValidFourPartDecimal(address)).toBe(true);
    expect(ipaddr.parse(address).match(ipaddr.parseCIDR(subnet?.subnet ?? ''))).toBe(true);
    const { TRUST_PROXY = '' } = services[replicas[0]!]!.environment!;
    expect(loadConfig({ TRUST_PROXY }).trustedProxies).toEqual([address]);
  });

  it('sets X-Forwarded-For and drops the forwarding headers a client sends, in each frontend', () => {
    // `option forwardfor` appends; a client's own X-Forwarded-For must never reach a replica.
    expect(config).not.toMatch(/^\s*option forwardfor/m);
    const frontends = config.split(/^frontend /m).slice(1);
    expect(frontends).toHaveLength(2);
    for (const frontend of frontends) {
      expect(frontend).toContain('http-request set-header X-Forwarded-For %[src]');
      for (const header of [
        'X-Forwarded-Host',
        'X-Forwarded-Proto',
        'X-Forwarded-Port',
        'Forwarded',
      ]) {
        expect(frontend).toContain(`http-request del-header ${header}\n`);
      }
    }
  });

  it('in front of a replica, replaces what a client forwards (a real HAProxy)', async () => {
    const replica = await startUpstream((_req, res) => res.end('ok'));
    const [consumer, catering] = [await closedPort(), await closedPort()];
    const env: Record<string, string> = {
      LB_CONSUMER_BIND: `127.0.0.1:${consumer}`,
      LB_CATERING_BIND: `127.0.0.1:${catering}`,
    };
    for (let i = 1; i <= 3; i += 1) {
      env[`BFF_${i}`] = `127.0.0.1:${replica.port}`;
      env[`BFF_${i}_CATERING`] = `127.0.0.1:${replica.port}`;
    }
    const lb = spawn(HAPROXY, ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    try {
      for (const port of [consumer, catering]) {
        const headers = {
          host: 'order.example.com',
          'x-forwarded-for': '198.51.100.7',
          'x-forwarded-host': 'catering.example.com',
          'x-forwarded-proto': 'http',
          'x-forwarded-port': '2001',
          forwarded: 'for=198.51.100.7;host=catering.example.com',
        };
        let answer: RawResponse | undefined;
        for (let tries = 0; tries < 50 && !answer; tries += 1) {
          answer = await rawRequest(port, '/menu', { headers }).catch(async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return undefined;
          });
        }
        expect(answer?.status).toBe(200);
        const seen = replica.requests.filter((r) => r.url === '/menu').at(-1)?.headers ?? {};
        expect({
          'x-forwarded-for': seen['x-forwarded-for'],
          'x-forwarded-host': seen['x-forwarded-host'],
          'x-forwarded-proto': seen['x-forwarded-proto'],
          'x-forwarded-port': seen['x-forwarded-port'],
          forwarded: seen.forwarded,
          host: seen.host,
        }).toEqual({
          'x-forwarded-for': '127.0.0.1',
          'x-forwarded-host': undefined,
          'x-forwarded-proto': undefined,
          'x-forwarded-port': undefined,
          forwarded: undefined,
          host: 'order.example.com',
        });
        replica.requests.length = 0;
      }
    } finally {
      lb.kill('SIGTERM');
      await replica.close();
    }
  });

  it('is accepted by HAProxy with the compose values (haproxy -c)', async () => {
    const check = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(HAPROXY, ['-c', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
          env: { PATH: process.env.PATH ?? '', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ code, output }));
      });
    const accepted = await check(lb.environment ?? {});
    expect(accepted).toEqual({ code: 0, output: expect.stringContaining('is valid') });
    // The check is real: a variable missing leaves an empty address, which HAProxy refuses.
    const { BFF_2: _unset, ...missing } = lb.environment ?? {};
    const refused = await check(missing);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("'server' expects <name> and <addr>");
  });
});

describe('scripts/docker/publish.mjs (what the host and remote containers run)', () => {
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/docker/publish.mjs')], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const settled = new Promise<{ code: number | null; port?: number; output: string }>(
      (resolve) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /"msg":"listening","port":(\d+)/.exec(output);
          if (listening) resolve({ code: null, port: Number(listening[1]), output });
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('close', (code) => resolve({ code, output }));
      },
    );
    return { child, settled };
  }

  function fakeRelease(note: string) {
    const dir = tempDir('image');
    writeBuildOutput(dir, { name: 'careers', version: '1.0.1', contractMajor: 1 }, note);
    writeFile(
      path.join(dir, 'hashes.json'),
      JSON.stringify({
        name: 'careers',
        version: '1.0.1',
        files: { 'remoteEntry.js': note.padEnd(64, '0') },
      }),
    );
    return dir;
  }

  it('publishes the release once, deploys the current build, answers its health check, and never overwrites a version', async () => {
    const stores = { BUILDS_ROOT: tempDir('builds'), RELEASE_ROOT: tempDir('release') };
    const env = { ...stores, PACKAGE: 'mfe-careers', REMOTE_NAME: 'careers' };

    const first = start({ ...env, BUILD_DIR: fakeRelease('a') });
    const running = await first.settled;
    try {
      expect(running.port).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${running.port}/healthz`);
      expect(await health.json()).toEqual({
        status: 'ok',
        package: 'mfe-careers',
        version: '1.0.1',
      });
      for (const dir of [
        path.join(stores.RELEASE_ROOT, 'remotes/careers/1.0.1'),
        path.join(stores.BUILDS_ROOT, 'mfe-careers/dist'),
      ]) {
        expect(existsSync(path.join(dir, 'mf-manifest.json'))).toBe(true);
        expect(existsSync(path.join(dir, 'hashes.json'))).toBe(true);
      }
    } finally {
      first.child.kill('SIGTERM');
    }

    // The same image again (a restart): fine.
    const again = start({ ...env, BUILD_DIR: fakeRelease('a') });
    const restarted = await again.settled;
    again.child.kill('SIGTERM');
    expect(restarted.port).toBeGreaterThan(0);

    // Another build claiming the same version: refused, the released files untouched.
    const other = await start({ ...env, BUILD_DIR: fakeRelease('b') }).settled;
    expect(other.code).toBe(1);
    expect(other.output).toContain('careers@1.0.1 is already released with other files');
    const released = readFileSync(
      path.join(stores.RELEASE_ROOT, 'remotes/careers/1.0.1/hashes.json'),
      'utf8',
    );
    expect(released).toContain('a'.padEnd(64, '0'));
  });
});
