import { hasWayBack, useAppState } from '@qsr/shared-contracts';
import { RemoteArea } from '../remotes/RemoteArea';

/**
 * The account team's way back for a returning customer (recent orders, favourites) under the
 * home page's hero. A first visit has none, and loads no remote for it.
 */
export function ComeBackArea() {
  if (!hasWayBack(useAppState())) return null;
  return (
    <RemoteArea
      remote="account"
      module="./come-back"
      render={({ default: ComeBack }) => <ComeBack />}
    />
  );
}
