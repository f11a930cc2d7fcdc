import { loadedVersion, noteLoadedRemote, remoteOfScript } from './loaded-remotes';

describe('which remote a script belongs to', () => {
  beforeAll(() => {
    noteLoadedRemote('menuCart', '1.2.0', '/remotes/menuCart/1.2.0/mf-manifest.json');
    noteLoadedRemote(
      'checkout',
      '2.0.1',
      'https://cdn.example.com/checkout/2.0.1/mf-manifest.json',
    );
  });

  it('knows the version each loaded remote has on this page', () => {
    expect(loadedVersion('menuCart')).toBe('1.2.0');
    expect(loadedVersion('careers')).toBeUndefined();
  });

  it('names the remote of a file beside its manifest, on the site or another origin', () => {
    expect(
      remoteOfScript(`${location.origin}/remotes/menuCart/1.2.0/__federation_expose_routes.js`),
    ).toBe('menuCart');
    expect(remoteOfScript('https://cdn.example.com/checkout/2.0.1/612.js')).toBe('checkout');
    expect(remoteOfScript(`${location.origin}/remotes/menuCart/1.1.0/612.js`)).toBeUndefined();
    expect(remoteOfScript(`${location.origin}/942.53371b3b54.js`)).toBeUndefined();
    expect(remoteOfScript(undefined)).toBeUndefined();
  });

  it('names the remote a stack meets first', () => {
    const stack = [
      'TypeError: x is undefined',
      `    at Card (https://cdn.example.com/checkout/2.0.1/612.js:1:200)`,
      `    at render (${location.origin}/remotes/menuCart/1.2.0/88.js:2:10)`,
    ].join('\n');
    expect(remoteOfScript(stack)).toBe('checkout');
  });
});
