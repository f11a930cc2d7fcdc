import { hasWayBack, useAppState, useExposedModule } from '@qsr/shared-contracts';

/**
 * The account team's way back (recent orders, favourites), placed under the menu's title for a
 * returning customer. It is a shortcut: if it cannot load, the menu goes on without it.
 */
export function ComeBackRow() {
  return hasWayBack(useAppState()) ? <LoadedRow /> : null;
}

function LoadedRow() {
  const row = useExposedModule('account', './come-back');
  if (row.status !== 'ready') return null;
  const ComeBack = row.module.default;
  return <ComeBack />;
}
