import type { RemoteExposes } from '@qsr/shared-contracts';
import { FavouritesSelect } from './FavouritesSelect';
import { LocationMultiSelect } from './LocationMultiSelect';
import '../strings';

type FormFieldsModule = RemoteExposes['locator']['./form-fields'];

/** `./form-fields`: the location fields of the marketing forms (§2.12). */
export { FavouritesSelect, LocationMultiSelect };
export const contractMajor: FormFieldsModule['contractMajor'] = __CONTRACT_MAJOR__;
