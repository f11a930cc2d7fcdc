import {
  exposedModuleFiles,
  FEDERATION_FILES_META,
  keepOfflineModules,
  type RemoteManifest,
} from './offline-modules';

// The shape the menu remote's build writes (mf-manifest.json), trimmed to what is read.
const MANIFEST: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['662.a.js', '__federation_expose_routes.b.js'] }, css: { sync: [] } },
    },
    {
      name: 'cart-drawer',
      assets: {
        js: { sync: ['662.a.js', '__federation_expose_cart_drawer.c.js'] },
        css: { sync: ['drawer.d.css'] },
      },
    },
  ],
};
const MANIFEST_URL = 'http://localhost/remotes/menuCart/1.4.0/mf-manifest.json';

describe('§7.5 the box kept for offline use', () => {
  const online = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  const answers = new Map<string, unknown>();
  const fetchMock = jest.fn(async (url: string) => {
    const body = answers.get(url);
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: async () => body,
    };
  });

  beforeEach(() => {
    answers.clear();
    fetchMock.mockClear();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => online(true));

  it("names the manifest, the remote's entry and the drawer's own files, beside the manifest", () => {
    expect(exposedModuleFiles(MANIFEST_URL, MANIFEST, 'cart-drawer')).toEqual([
      MANIFEST_URL,
      'http://localhost/remotes/menuCart/1.4.0/remoteEntry.js',
      'http://localhost/remotes/menuCart/1.4.0/662.a.js',
      'http://localhost/remotes/menuCart/1.4.0/__federation_expose_cart_drawer.c.js',
      'http://localhost/remotes/menuCart/1.4.0/drawer.d.css',
    ]);
  });

  it('reads the files from a public path the manifest names, and nothing for an unknown module', () => {
    const elsewhere = {
      ...MANIFEST,
      metaData: { ...MANIFEST.metaData, publicPath: 'https://cdn.example/menu/' },
    };
    expect(exposedModuleFiles(MANIFEST_URL, elsewhere, 'cart-drawer')[1]).toBe(
      'https://cdn.example/menu/remoteEntry.js',
    );
    expect(exposedModuleFiles(MANIFEST_URL, MANIFEST, './nothing')).toEqual([]);
  });

  it('gives the worker the files of the version pinned now, without running them', async () => {
    answers.set('/config/remotes.json', {
      remotes: [{ name: 'menuCart', entry: '/remotes/menuCart/1.4.0/mf-manifest.json' }],
    });
    answers.set(MANIFEST_URL, MANIFEST);
    const keep = jest.fn();
    await keepOfflineModules(keep);
    expect(keep).toHaveBeenCalledWith(exposedModuleFiles(MANIFEST_URL, MANIFEST, 'cart-drawer'));
  });

  it('fetches nothing offline, and a failure only warns', async () => {
    const keep = jest.fn();
    online(false);
    await keepOfflineModules(keep);
    expect(fetchMock).not.toHaveBeenCalled();
    online(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(keepOfflineModules(keep)).resolves.toBeUndefined();
    expect(keep).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The box is not kept for offline use', expect.any(Error));
    warn.mockRestore();
  });

  it('gives the worker the federation runtime’s files the page names, also when the box’s fail', async () => {
    const meta = document.createElement('meta');
    meta.name = FEDERATION_FILES_META;
    meta.content = '/federation.a.js /federation-runtime.b.js';
    document.head.append(meta);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const keep = jest.fn();
      await keepOfflineModules(keep);
      expect(keep).toHaveBeenCalledTimes(1);
      expect(keep).toHaveBeenCalledWith([
        'http://localhost/federation.a.js',
        'http://localhost/federation-runtime.b.js',
      ]);
      expect(warn).toHaveBeenCalledWith('The box is not kept for offline use', expect.any(Error));
    } finally {
      meta.remove();
      warn.mockRestore();
    }
  });
});
