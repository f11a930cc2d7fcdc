import type { HandoffToggleProps } from '@qsr/shared-contracts';
import { RemoteArea } from './RemoteArea';

/**
 * §4.3 the Pickup/Delivery toggle is the locator's: the host only places it (§2.5, §2.6),
 * loaded at run time with the usual fallback and retry.
 */
export function HandoffToggleArea({ placement }: HandoffToggleProps) {
  return (
    <RemoteArea
      remote="locator"
      module="./handoff-toggle"
      compact
      render={({ default: Toggle }) => <Toggle placement={placement} />}
    />
  );
}
