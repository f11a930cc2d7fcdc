import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { actions } from '@qsr/shared-contracts';
import type { FailureKind } from '../submit/place-order';
import type { CheckoutDraft } from './draft';

export type CheckoutAlert = ReturnType<typeof useCheckoutAlert>;

/** The alert says what went wrong (a failed call) and takes the focus. */
export function useCheckoutAlert(
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>,
  onTimesClosed: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  /**
   * A closed time slot also asks the times again and wants a new choice; a reward taken off
   * shows the new total at once.
   */
  function fail(message: string, kind: FailureKind | 'minimum' | null) {
    if (kind === 'reward_used') void actions.validateOrder({ mode: 'suppress' });
    if (kind === 'time') {
      onTimesClosed();
      setDraft((d) =>
        d.time.mode === 'scheduled' ? { ...d, time: { mode: 'scheduled', wanted: null } } : d,
      );
    }
    setFailure(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  return { failure, setFailure, alertRef, fail };
}
