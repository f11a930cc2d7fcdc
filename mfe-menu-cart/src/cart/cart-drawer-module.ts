import type { RemoteWidgetModule } from '@qsr/shared-contracts';
import { CartDrawer } from './CartDrawer';
import '../strings';

export default CartDrawer;
export const contractMajor: RemoteWidgetModule['contractMajor'] = __CONTRACT_MAJOR__;
