import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutDraft, PaymentChoice, TipChoice } from './draft';

/**
 * The draft's fields that sections are given, and their setters: the same values and functions
 * on every render until they change, so that a section is drawn again only when what it shows
 * changes.
 */
export function useDraftFields(
  draft: CheckoutDraft,
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>,
) {
  const { customTip } = draft;
  const tip = useMemo<TipChoice>(() => ({ customTip }), [customTip]);
  const setTip = useCallback((tip: TipChoice) => setDraft((d) => ({ ...d, ...tip })), [setDraft]);
  const setPayment = useCallback(
    (payment: PaymentChoice) => setDraft((d) => ({ ...d, payment })),
    [setDraft],
  );
  return { tip, setTip, setPayment };
}
