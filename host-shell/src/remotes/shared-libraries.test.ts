import { createInstance } from '@module-federation/enhanced/runtime';
import * as sharedContracts from '@qsr/shared-contracts';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactRouter from 'react-router';
import * as valtioVanilla from 'valtio/vanilla';
import { sharedLibraries } from './shared-libraries';

describe("the host's shared libraries", () => {
  it('offers every singleton of rule 3 the build names, and the deep imports the remotes share', () => {
    const shared = sharedLibraries();
    const singletons = Object.keys(__HOST_FEDERATION__.shared);
    expect(singletons).toEqual(expect.arrayContaining(['react', '@qsr/shared-contracts']));
    for (const key of [...singletons, 'react/jsx-runtime', 'react-dom/client', 'valtio/vanilla']) {
      expect(shared).toHaveProperty([key]);
    }
  });

  it('offers each as a singleton at its installed version, within the range the host asks for', () => {
    const { react: offer } = sharedLibraries() as Record<
      string,
      { version: string; shareConfig: { singleton: boolean; requiredVersion: string } }
    >;
    expect(offer?.version).toBe(react.version);
    expect(offer?.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.2.0' });
  });

  it("hands a remote the host's own instances through a real federation runtime", async () => {
    const federation = createInstance({
      name: 'host-under-test',
      remotes: [],
      shared: sharedLibraries(),
      shareStrategy: 'loaded-first',
    });
    // The same functions, not copies: the module objects themselves are the test runner's
    // interop wrappers, one per importing file.
    const exported = async (key: string, name: string) => {
      const factory = await federation.loadShare(key);
      if (!factory) throw new Error(`${key} is not shared`);
      return (factory() as Record<string, unknown>)[name];
    };
    await expect(exported('react', 'useState')).resolves.toBe(react.useState);
    await expect(exported('react/jsx-runtime', 'jsx')).resolves.toBe(reactJsxRuntime.jsx);
    await expect(exported('react-router', 'useNavigate')).resolves.toBe(reactRouter.useNavigate);
    await expect(exported('valtio/vanilla', 'proxy')).resolves.toBe(valtioVanilla.proxy);
    await expect(exported('@qsr/shared-contracts', 'registerRemoteModuleLoader')).resolves.toBe(
      sharedContracts.registerRemoteModuleLoader,
    );
  });
});
