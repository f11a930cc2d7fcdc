import { CONTRACT_MAJOR } from '@qsr/shared-contracts';
import { failedRemoteModule } from './remote-failure';

jest.mock('./federation', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../telemetry/reporter', () => ({ report: jest.fn() }));
jest.mock('../telemetry/vitals', () => ({ startVitals: jest.fn() }));

const config = (contractMajor = CONTRACT_MAJOR, version = '1.0.0') => ({
  channel: 'default',
  environment: 'test',
  remotes: [
    {
      name: 'careers',
      version,
      entry: `/remotes/careers/${version}/mf-manifest.json`,
      contractMajor,
    },
  ],
});

let loadRemote: jest.Mock;
let registerRemotes: jest.Mock;
let report: jest.Mock;

/** The loader keeps its config for the page load: each test gets a fresh module and runtime. */
async function freshLoader(body: unknown) {
  jest.resetModules();
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body });
  const runtime = await import('./federation');
  loadRemote = runtime.loadRemote as jest.Mock;
  registerRemotes = runtime.registerRemotes as jest.Mock;
  report = (await import('../telemetry/reporter')).report as jest.Mock;
  return import('./remote-loader');
}

describe('runtime loading of remotes', () => {
  it('registers the remotes of /config/remotes.json and loads an exposed module', async () => {
    const { loadRemoteModule } = await freshLoader(config());
    loadRemote.mockResolvedValue({ contractMajor: CONTRACT_MAJOR, pages: {} });
    await expect(loadRemoteModule('careers', './routes')).resolves.toEqual({
      contractMajor: CONTRACT_MAJOR,
      pages: {},
    });
    expect(global.fetch).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'careers', entry: '/remotes/careers/1.0.0/mf-manifest.json' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('careers/routes');
  });

  it('tells a render the module it has loaded, and forgets it with the remote', async () => {
    const { forgetRemote, loadRemoteModule, loadedRemoteModule } = await freshLoader(config());
    const routes = { contractMajor: CONTRACT_MAJOR, pages: {} };
    loadRemote.mockResolvedValue(routes);
    const loading = loadRemoteModule('careers', './routes');
    expect(loadedRemoteModule('careers', './routes')).toBeUndefined();
    await loading;
    expect(loadedRemoteModule('careers', './routes')).toBe(routes);
    forgetRemote('careers');
    expect(loadedRemoteModule('careers', './routes')).toBeUndefined();
  });

  it('after a failure, asks for the config again and registers the remote afresh at the version pinned now', async () => {
    const { loadRemoteModule } = await freshLoader(config());
    loadRemote.mockRejectedValueOnce(new Error('render failure of 1.0.0'));
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow();
    await Promise.resolve();

    // A rollback (or a fix) pinned since the page loaded.
    (global.fetch as jest.Mock).mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => config(CONTRACT_MAJOR, '0.9.0'),
    });
    loadRemote.mockResolvedValue({ contractMajor: CONTRACT_MAJOR, pages: {} });
    await expect(loadRemoteModule('careers', './routes')).resolves.toBeDefined();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'careers', entry: '/remotes/careers/0.9.0/mf-manifest.json' }],
      { force: true },
    );
  });

  it('reports each load of a remote for its version, and each failed one with the retries before it', async () => {
    const { loadRemoteModule } = await freshLoader(config());
    loadRemote.mockRejectedValueOnce(new Error('manifest 503'));
    loadRemote.mockResolvedValueOnce(failedRemoteModule('careers/routes', new Error('404')));
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow();
    await Promise.resolve();
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow('unavailable');
    await Promise.resolve();
    loadRemote.mockResolvedValue({ contractMajor: CONTRACT_MAJOR, pages: {} });
    await loadRemoteModule('careers', './routes');
    const version = { remote: 'careers', version: '1.0.0' };
    expect(report.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'load-failure', ...version, retries: 0 },
      { kind: 'load-failure', ...version, retries: 1 },
      { kind: 'loaded', ...version },
    ]);
  });

  it('design rule 4: refuses a config entry of another contract major before loading it', async () => {
    const { loadRemoteModule } = await freshLoader(config(CONTRACT_MAJOR + 1));
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow('built for contract');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('design rule 4: refuses a module that declares another contract major', async () => {
    const { loadRemoteModule } = await freshLoader(config());
    loadRemote.mockResolvedValue({ contractMajor: CONTRACT_MAJOR + 1, pages: {} });
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow('built for contract');
  });

  it('turns the fallback module of a failed entry into an unavailable remote', async () => {
    const { loadRemoteModule } = await freshLoader(config());
    loadRemote.mockResolvedValue(failedRemoteModule('careers/routes', new Error('404')));
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow('unavailable');
  });

  it('passes a QA override of the page URL on to /config/remotes.json', async () => {
    const { remotesConfigUrl } = await freshLoader(config());
    expect(remotesConfigUrl('?remotes=careers@1.2.0,menuCart@1.3.0&x=1')).toBe(
      '/config/remotes.json?remotes=careers%401.2.0%2CmenuCart%401.3.0',
    );
    expect(remotesConfigUrl('?x=1')).toBe('/config/remotes.json');
  });

  it('loads remotes only from http(s) entries the config names', async () => {
    const { loadRemoteModule } = await freshLoader({
      ...config(),
      remotes: [{ ...config().remotes[0], entry: 'javascript:alert(1)' }],
    });
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow(
      'no version of it is live',
    );
    expect(registerRemotes).toHaveBeenCalledWith([]);
  });

  it('reports a remote that no config names as unavailable', async () => {
    const { loadRemoteModule } = await freshLoader({ ...config(), remotes: [] });
    await expect(loadRemoteModule('careers', './routes')).rejects.toThrow(
      'no version of it is live',
    );
  });
});
