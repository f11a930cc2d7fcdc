import type { RemoteWidgetModule } from '@qsr/shared-contracts';
import { ComeBack } from './ComeBack';
import '../strings';

export default ComeBack;
export const contractMajor: RemoteWidgetModule['contractMajor'] = __CONTRACT_MAJOR__;
