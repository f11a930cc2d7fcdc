import type { RemoteComponentModule, LocationMapProps } from '@qsr/shared-contracts';
import { LocationMap } from './LocationMap';

/** `./location-map`: the locator's map (or its accessible plot) for other teams' pages. */
export default LocationMap satisfies RemoteComponentModule<LocationMapProps>['default'];
export const contractMajor: RemoteComponentModule<LocationMapProps>['contractMajor'] =
  __CONTRACT_MAJOR__;
