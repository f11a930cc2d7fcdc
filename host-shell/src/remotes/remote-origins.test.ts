import remoteFailurePlugin from './remote-failure-plugin';
import { allowRemoteOrigins, assertRemoteOrigin, isLoadableEntry } from './remote-origins';

const own = window.location.origin;

describe('remote origins (integrity)', () => {
  beforeEach(() =>
    allowRemoteOrigins([
      { name: 'careers', entry: '/remotes/careers/1.0.0/mf-manifest.json' },
      {
        name: 'menuCart',
        entry: 'https://cdn.example.com/remotes/menuCart/1.3.0/mf-manifest.json',
      },
    ]),
  );

  it('loads only http(s) entries', () => {
    expect(isLoadableEntry('/remotes/careers/1.0.0/mf-manifest.json')).toBe(true);
    expect(isLoadableEntry('https://cdn.example.com/x/mf-manifest.json')).toBe(true);
    expect(isLoadableEntry('javascript:alert(1)')).toBe(false);
    expect(isLoadableEntry('data:text/javascript,1')).toBe(false);
    expect(isLoadableEntry(42)).toBe(false);
  });

  it("accepts a remote's files only on the origin the config names for it", () => {
    expect(() =>
      assertRemoteOrigin('careers', `${own}/remotes/careers/1.0.0/remoteEntry.js`),
    ).not.toThrow();
    expect(() =>
      assertRemoteOrigin(
        'menuCart',
        'https://cdn.example.com/remotes/menuCart/1.3.0/remoteEntry.js',
      ),
    ).not.toThrow();
    expect(() => assertRemoteOrigin('careers', 'https://evil.example/remoteEntry.js')).toThrow(
      'careers: https://evil.example/remoteEntry.js is not on the origin the remote config names',
    );
    // Another remote's origin is not this one's.
    expect(() =>
      assertRemoteOrigin('careers', 'https://cdn.example.com/remotes/careers/1.0.0/remoteEntry.js'),
    ).toThrow('not on the origin');
    // A remote the config does not name loads from nowhere.
    expect(() =>
      assertRemoteOrigin('account', `${own}/remotes/account/1.0.0/remoteEntry.js`),
    ).toThrow('not on the origin');
  });

  it('a new config replaces the origins of the previous one', () => {
    allowRemoteOrigins([{ name: 'careers', entry: 'https://cdn.example.com/c/mf-manifest.json' }]);
    expect(() =>
      assertRemoteOrigin('careers', `${own}/remotes/careers/1.0.0/remoteEntry.js`),
    ).toThrow('not on the origin');
    expect(() =>
      assertRemoteOrigin('menuCart', 'https://cdn.example.com/m/remoteEntry.js'),
    ).toThrow('not on the origin');
  });

  it('the runtime plugin refuses a manifest or an entry on another origin before loading it', async () => {
    const plugin = remoteFailurePlugin();
    global.fetch = jest.fn();
    const remoteInfo = { name: 'careers', entry: 'https://evil.example/remoteEntry.js' };
    expect(() =>
      plugin.fetch!('https://evil.example/mf-manifest.json', {}, remoteInfo as never),
    ).toThrow('not on the origin');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(() => plugin.loadEntry!({ remoteInfo } as never)).toThrow('not on the origin');
    expect(() =>
      plugin.loadEntry!({
        remoteInfo: { name: 'careers', entry: `${own}/remotes/careers/1.0.0/remoteEntry.js` },
      } as never),
    ).not.toThrow();
  });
});
