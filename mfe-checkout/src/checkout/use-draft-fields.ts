import { useCallback, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutDraft, PaymentChoice } from './draft';

/**
 * The setters of the draft's fields that sections are given: the same functions on every
 * render, so that a section is drawn again only when what it shows changes.
 */
export function useDraftFields(setDraft: Dispatch<SetStateAction<CheckoutDraft>>) {
  const setCustomTip = useCallback(
    (customTip: string | null) => setDraft((d) => ({ ...d, customTip })),
    [setDraft],
  );
  const setPayment = useCallback(
    (payment: PaymentChoice) => setDraft((d) => ({ ...d, payment })),
    [setDraft],
  );
  return { setCustomTip, setPayment };
}
