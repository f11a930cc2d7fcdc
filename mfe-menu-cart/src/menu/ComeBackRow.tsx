import { useTranslation } from 'react-i18next';
import { hasWayBack, useAppState, useExposedModule } from '@qsr/shared-contracts';
import { SkeletonCardStrip } from '@qsr/shared-ui';
import { NS } from '../strings';
import { useWayBackHint } from './way-back-hint';

/**
 * The account team's way back (recent orders, favourites), placed under the menu's title for a
 * returning customer. Its strip's room is kept from the first render (the server's too, from the
 * hint), so the menu never moves when it comes. It is a shortcut: if it cannot load, the menu
 * goes on without it.
 */
export function ComeBackRow() {
  const hinted = useWayBackHint();
  return hasWayBack(useAppState()) || hinted ? <LoadedRow /> : null;
}

function LoadedRow() {
  const { t } = useTranslation(NS);
  const row = useExposedModule('account', './come-back');
  if (row.status === 'failed') return null;
  if (row.status !== 'ready') return <SkeletonCardStrip label={t('loadingWayBack')} />;
  const ComeBack = row.module.default;
  return <ComeBack />;
}
