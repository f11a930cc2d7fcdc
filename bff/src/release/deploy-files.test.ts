import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config';
import { tempDir } from '../test-support/helpers';
import { writeBuildOutput, writeFile } from './test-fixtures';

/**
 * Issue 13 point 6: docker-compose.yml has one service per deployable package, each built from
 * its own multi-stage Dockerfile with a health check, and its ports and variables are the ones
 * README.md documents. No Docker engine runs here, so the files are checked as text.
 */

interface Service {
  build?: { context?: string; dockerfile?: string };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  profiles?: string[];
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };
/** Libraries and tests are not deployed: shared-contracts is built into each front end. */
const deployables = rootPackage.workspaces.filter(
  (pkg) => !['shared-contracts', 'e2e'].includes(pkg),
);
const remotes = deployables.filter((pkg) => pkg.startsWith('mfe-'));
const mfOf = (pkg: string) =>
  (JSON.parse(read(`${pkg}/package.json`)) as { mf: { name: string; devPort: number } }).mf;

/** The rows of the first Markdown table under `## <heading>` of README.md, cells unquoted. */
function readmeTable(heading: string): string[][] {
  const readme = read('README.md');
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

/** `ENV A=1 B=2 \` lines of a Dockerfile's last stage. */
function dockerfileEnv(text: string): Record<string, string> {
  const last = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  const joined = last.replace(/\\\n\s*/g, ' ');
  for (const line of joined.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [key = '', value = ''] = pair.split('=');
      env[key] = value;
    }
  }
  return env;
}

describe('docker-compose.yml', () => {
  it('has a service for every deployable package, built from its own multi-stage Dockerfile, with a health check', () => {
    expect(deployables).toEqual(expect.arrayContaining(['bff', 'sandbox', 'host-shell']));
    expect(remotes).toHaveLength(6);
    for (const pkg of deployables) {
      const service = services[pkg];
      expect({ pkg, build: service?.build }).toEqual({
        pkg,
        build: {
          context: '.',
          dockerfile: `${pkg}/Dockerfile`,
          ...(pkg === 'mfe-careers' ? { args: expect.any(Object) } : {}),
        },
      });
      const dockerfile = read(`${pkg}/Dockerfile`);
      expect(dockerfile.match(/^FROM /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(dockerfile).toMatch(/^COPY --from=/m);
      expect(service?.healthcheck?.test?.join(' ')).toContain('/healthz');
    }
    // Nothing else starts with `up`: the release command is a tool.
    const started = Object.keys(services).filter((name) => !services[name]!.profiles);
    expect(started.sort()).toEqual([...deployables].sort());
    expect(services.release?.profiles).toEqual(['tools']);
    // The BFF starts once the sandbox is up and the host and every remote are deployed.
    expect(services.bff?.depends_on).toEqual(
      Object.fromEntries(
        deployables
          .filter((pkg) => pkg !== 'bff')
          .map((pkg) => [pkg, { condition: 'service_healthy' }]),
      ),
    );
  });

  it('each remote image releases its own remote and deploys it under its package name', () => {
    for (const pkg of remotes) {
      const { name } = mfOf(pkg);
      const dockerfile = read(`${pkg}/Dockerfile`);
      expect(dockerfile).toContain(`npm run release -- build ${name} `);
      expect(dockerfileEnv(dockerfile)).toMatchObject({ PACKAGE: pkg, REMOTE_NAME: name });
    }
    expect(dockerfileEnv(read('host-shell/Dockerfile'))).toMatchObject({ PACKAGE: 'host-shell' });
  });

  it('uses the ports of README.md', () => {
    const ports = Object.fromEntries(
      readmeTable('Ports').map(([port = '', what = '']) => [port, what]),
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

    expect(services.bff?.ports).toEqual(['3000:3000', '2001:2001']);
    expect(services.bff?.environment).toMatchObject({ PORT: '3000', CATERING_PORT: '2001' });
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
      expect(dockerfileEnv(read(`${pkg}/Dockerfile`)).PORT).toBe(String(port));
      if (pkg !== 'host-shell') expect(mfOf(pkg).devPort).toBe(port);
    }
  });

  it('sets each variable as README.md says, and every variable README gives a compose value', () => {
    const rows = readmeTable('Environment variables');
    const documented = new Map(
      rows.map(([name = '', , composeValue = '']) => [name, composeValue]),
    );
    const frontends = new Set(['host-shell', ...remotes]);
    const set = new Map<string, string>();
    for (const [name, service] of Object.entries(services)) {
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
    expect(services.bff?.environment?.ORDERING_API_URL).toBe(`${sandbox}/ordering/v1`);
    expect(services.bff?.environment?.ORDERING_API_V2_URL).toBe(`${sandbox}/ordering/v2`);
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
        child.on('exit', (code) => resolve({ code, output }));
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
