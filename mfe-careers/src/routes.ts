import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { CareersPage } from './search/CareersPage';
import { PositionInfoPage } from './positions/PositionInfoPage';
import { PositionsPage } from './positions/PositionsPage';
import './strings';

export const pages: RemoteRoutesModule<'careers'>['pages'] = {
  careers: CareersPage,
  positions: PositionsPage,
  'positions-info': PositionInfoPage,
};

export const contractMajor = __CONTRACT_MAJOR__;
