import type { RemoteExposes } from '@qsr/shared-contracts';
import { LocationMap } from './LocationMap';

type LocationMapModule = RemoteExposes['locator']['./location-map'];

/** `./location-map`: the locator's map (or its accessible plot) for other teams' pages. */
export default LocationMap satisfies LocationMapModule['default'];
export const contractMajor: LocationMapModule['contractMajor'] = __CONTRACT_MAJOR__;
