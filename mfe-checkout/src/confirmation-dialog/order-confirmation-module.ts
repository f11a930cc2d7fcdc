import type { RemoteWidgetModule } from '@qsr/shared-contracts';
import { OrderConfirmationDialog } from './OrderConfirmationDialog';
import '../strings';

export default OrderConfirmationDialog;
export const contractMajor: RemoteWidgetModule['contractMajor'] = __CONTRACT_MAJOR__;
