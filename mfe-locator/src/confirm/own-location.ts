import type { Location } from '@qsr/shared-contracts';

/**
 * A plain copy of a location read from the state: snapshots are frozen, and the actions keep
 * what they are given.
 */
export const ownLocation = (snapshot: Readonly<Location> | DeepReadonly<Location>): Location =>
  JSON.parse(JSON.stringify(snapshot)) as Location;

type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> };
