import type { ComponentType } from 'react';
import type { Snapshot } from 'valtio';
import type { AppState } from '../types/client-state';
import type { RemoteName } from './remote-names';
import type { RouteIdOf } from '../routes/route-table';
import type { LocationOption } from '../types/location-list';

/**
 * Every exposed module declares the contract major it was built against
 * (docs/architecture.md, Rules between packages: rule 4).
 */
export interface ContractBound {
  contractMajor: number;
}

/** `./routes` of a remote: one page component for each route it owns. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> extends ContractBound {
  pages: Record<RouteIdOf<R>, ComponentType>;
  /**
   * The state the server rendered the remote's part of the page it starts on from, when that is
   * not the page's (a restaurant's menu, a guest's box): the host's area hydrates the part with
   * it. Absent: the page's (`hydrateFrom`); null: none (its data did not come), and the part is
   * drawn anew.
   */
  firstScreenState?: Snapshot<AppState> | null;
}

/** A widget the host mounts in its default layout (§2.2): drawer, modal, dialog. */
export interface RemoteWidgetModule extends ContractBound {
  default: ComponentType;
}

/** A component the host places with props, in its own area (for example in the mobile menu). */
export interface RemoteComponentModule<P> extends ContractBound {
  default: ComponentType<P>;
}

/** What a form field of the marketing forms (§2.1 custom field types) takes: a controlled list. */
interface MultiSelectFieldProps {
  /** The id of the field's input, for the form's own `<label htmlFor>`. */
  inputId: string;
  name: string;
  /** The chosen options' values. */
  value: string[];
  onChange(value: string[]): void;
  /** Marks the field invalid and points at its error message. */
  invalid?: boolean;
  describedBy?: string;
}

/** §2.12 the store select: the §3 location list (the state's, unless given), 20 options shown. */
export interface LocationMultiSelectProps extends MultiSelectFieldProps {
  options?: LocationOption[];
}

/** One choice of the favourite item field. */
export interface FavouriteOption {
  value: string;
  label: string;
}

/** §2.12 the favourite item select: at most 300 options, 'and {n} other favs' past a few chosen. */
export interface FavouritesSelectProps extends MultiSelectFieldProps {
  options: FavouriteOption[];
}

/** `./form-fields` of the locator: the location fields the marketing forms use (§2.12). */
export interface RemoteFormFieldsModule extends ContractBound {
  LocationMultiSelect: ComponentType<LocationMultiSelectProps>;
  FavouritesSelect: ComponentType<FavouritesSelectProps>;
}

/** §7.5 the location-marker map of the locator, for other teams' pages (the careers table). */
export interface LocationMapProps {
  /** The first marker is where the map centres (the nearest, or the one chosen). */
  markers: ReadonlyArray<{ id: number | string; label: string; lat: number; lng: number }>;
  /** §9: the store map's centre moves 0.05 longitude on desktop; the modal's does not. */
  placement: 'store' | 'modal';
  /** The map's accessible name. */
  label: string;
  /**
   * A few markers that each matter (a courier, a door): never merged into a cluster, which
   * would speak of restaurants.
   */
  apart?: boolean;
}

/** What each remote exposes, by module name: the host is type-checked against this. */
export interface RemoteExposes {
  menuCart: { './routes': RemoteRoutesModule<'menuCart'>; './cart-drawer': RemoteWidgetModule };
  locator: {
    './routes': RemoteRoutesModule<'locator'>;
    './location-modal': RemoteWidgetModule;
    './form-fields': RemoteFormFieldsModule;
    './location-map': RemoteComponentModule<LocationMapProps>;
  };
  checkout: {
    './routes': RemoteRoutesModule<'checkout'>;
    './order-confirmation': RemoteWidgetModule;
  };
  account: { './routes': RemoteRoutesModule<'account'>; './come-back': RemoteWidgetModule };
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
  /**
   * @param pageName the document title's page name, when the page has one of its own (a
   *   marketing page without content is 'Not Found', §2.1).
   */
  constructor(
    message = 'This page could not be found',
    readonly pageName?: string,
  ) {
    super(message);
    this.name = 'PageNotFoundError';
  }
}
