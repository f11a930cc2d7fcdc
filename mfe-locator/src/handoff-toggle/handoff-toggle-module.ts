import type { RemoteExposes } from '@qsr/shared-contracts';
import { HandoffToggle } from './HandoffToggle';
import '../strings';

type HandoffToggleModule = RemoteExposes['locator']['./handoff-toggle'];

export default HandoffToggle satisfies HandoffToggleModule['default'];
export const contractMajor: HandoffToggleModule['contractMajor'] = __CONTRACT_MAJOR__;
