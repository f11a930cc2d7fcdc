import * as sharedContracts from '@qsr/shared-contracts';
import * as sharedUi from '@qsr/shared-ui';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import * as swr from 'swr';
import * as valtio from 'valtio';
import * as valtioReact from 'valtio/react';
import * as valtioVanilla from 'valtio/vanilla';
import type { createInstance } from '@module-federation/enhanced/runtime';

type SharedOption = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/**
 * The host's own instances of the singletons of rule 3, under the keys the remotes consume
 * (with the deep imports their builds share by trailing-slash keys). Handing these over, not
 * a second copy, is what keeps one React, one router context and one store on the page.
 */
const LIBRARIES: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  i18next,
  'react-i18next': reactI18next,
  swr,
  valtio,
  'valtio/react': valtioReact,
  'valtio/vanilla': valtioVanilla,
  '@qsr/shared-contracts': sharedContracts,
  '@qsr/shared-ui': sharedUi,
};

/** The package a key belongs to: `react` for `react/jsx-runtime`, `@qsr/x` for itself. */
const packageOf = (key: string): string =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** The `shared` option of the host's federation instance: each library already loaded. */
export function sharedLibraries(): SharedOption {
  return Object.fromEntries(
    Object.entries(LIBRARIES).map(([key, module]) => {
      const pkg = packageOf(key);
      const versions = __HOST_FEDERATION__.shared[pkg];
      if (!versions) throw new Error(`The host's build names no version of ${pkg}.`);
      const { version, requiredVersion } = versions;
      return [
        key,
        { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } },
      ];
    }),
  );
}
