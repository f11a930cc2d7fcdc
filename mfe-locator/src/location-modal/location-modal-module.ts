import type { RemoteWidgetModule } from '@qsr/shared-contracts';
import { LocationModal } from './LocationModal';
import '../strings';

export default LocationModal;
export const contractMajor: RemoteWidgetModule['contractMajor'] = __CONTRACT_MAJOR__;
