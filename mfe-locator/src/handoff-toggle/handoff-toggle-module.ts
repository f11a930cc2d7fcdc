import type { HandoffToggleProps, RemoteComponentModule } from '@qsr/shared-contracts';
import { HandoffToggle } from './HandoffToggle';
import '../strings';

export default HandoffToggle satisfies RemoteComponentModule<HandoffToggleProps>['default'];
export const contractMajor: RemoteComponentModule<HandoffToggleProps>['contractMajor'] =
  __CONTRACT_MAJOR__;
