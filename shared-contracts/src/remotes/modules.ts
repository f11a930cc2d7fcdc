import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names';
import type { RouteIdOf } from '../routes/route-table';

/** Every exposed module declares the contract major it was built against (design.md rule 4). */
export interface ContractBound {
  contractMajor: number;
}

/** `./routes` of a remote: one page component for each route it owns. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> extends ContractBound {
  pages: Record<RouteIdOf<R>, ComponentType>;
}

/** A widget the host mounts in its default layout (§2.2): drawer, modal, dialog. */
export interface RemoteWidgetModule extends ContractBound {
  default: ComponentType;
}

/** A component the host places with props, in its own area (for example in the mobile menu). */
export interface RemoteComponentModule<P> extends ContractBound {
  default: ComponentType<P>;
}

/**
 * The Pickup/Delivery toggle (§4.3), owned by the locator, placed by the host in the mobile menu
 * (§2.5) and the mobile bottom bar (§2.6).
 */
export interface HandoffToggleProps {
  placement: 'mobile-menu' | 'bottom-bar';
}

/** What each remote exposes, by module name: the host is type-checked against this. */
export interface RemoteExposes {
  menuCart: { './routes': RemoteRoutesModule<'menuCart'>; './cart-drawer': RemoteWidgetModule };
  locator: {
    './routes': RemoteRoutesModule<'locator'>;
    './location-modal': RemoteWidgetModule;
    './handoff-toggle': RemoteComponentModule<HandoffToggleProps>;
  };
  checkout: {
    './routes': RemoteRoutesModule<'checkout'>;
    './order-confirmation': RemoteWidgetModule;
  };
  account: { './routes': RemoteRoutesModule<'account'> };
  marketing: { './routes': RemoteRoutesModule<'marketing'> };
  careers: { './routes': RemoteRoutesModule<'careers'> };
}

export type ExposedModule<R extends RemoteName> = keyof RemoteExposes[R] & string;

/** One entry of `/config/remotes.json`, as the BFF serves it for the request's channel. */
export interface RemoteConfigEntry {
  name: RemoteName;
  version: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** Contract major the released version was built against. */
  contractMajor: number;
}

export interface RemotesConfig {
  channel: 'default' | 'catering';
  environment: string;
  remotes: RemoteConfigEntry[];
}

/** Thrown by a page that has nothing to show: the host renders the §2.11 page (404). */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(message = 'This page could not be found') {
    super(message);
    this.name = 'PageNotFoundError';
  }
}
