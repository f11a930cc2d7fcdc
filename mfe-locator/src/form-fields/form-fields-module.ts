import type { RemoteFormFieldsModule } from '@qsr/shared-contracts';
import { FavouritesSelect } from './FavouritesSelect';
import { LocationMultiSelect } from './LocationMultiSelect';
import '../strings';

/** `./form-fields`: the location fields of the marketing forms (§2.12). */
export { FavouritesSelect, LocationMultiSelect };
export const contractMajor: RemoteFormFieldsModule['contractMajor'] = __CONTRACT_MAJOR__;
