import { useEffect, useRef, useState } from 'react';
import type { Member, Order } from '@qsr/shared-contracts';
import { initialDraft, type CheckoutDraft } from './draft';
import { keepDraft, restoreDraft } from './draft-store';

/**
 * The customer's choices on the checkout page: restored after a reload, kept as they change, and
 * a member's first saved card chosen unless they choose otherwise.
 */
export function useCheckoutDraft(order: Order, member: Member | null, firstAccount?: number) {
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    restoreDraft(order, initialDraft(order, member)),
  );
  useEffect(() => keepDraft(order, draft), [order, draft]);
  const defaulted = useRef(false);
  useEffect(() => {
    if (firstAccount === undefined || defaulted.current) return;
    defaulted.current = true;
    setDraft((d) => ({ ...d, payment: { kind: 'saved', accountId: firstAccount } }));
  }, [firstAccount]);
  return [draft, setDraft] as const;
}
