import { useState } from 'react';
import {
  maskZip,
  useAddressSource,
  type ChosenAddress,
  type Suggestion,
} from '@qsr/shared-contracts';
import { addressKeyOf } from '../checkout/address-key';
import type { CheckoutDraft } from '../checkout/draft';

/**
 * What choosing a suggestion says at once: the box's restaurant being asked, that it delivers
 * there, or that the address could not be filled in. A refusal is the order's own answer, said
 * by `AddressRefused` as for a typed address, so this says nothing then.
 */
export type AddressVerdict =
  | { kind: 'none' }
  | { kind: 'checking'; key: string | null }
  | { kind: 'delivers'; key: string | null }
  | { kind: 'failed'; street: string };

/** The fields a chosen address fills: the draft keeps no point (the order places it itself). */
const filledBy = ({ address, city, state, zip }: ChosenAddress) => ({
  address,
  city,
  state,
  zip: maskZip(zip),
});

/**
 * Choosing a suggested delivery address: the fields filled (street, city, state, zip), and the
 * address sent to the order at once rather than after the typing pause, so the box's
 * restaurant says straight away whether it delivers there, by the rule a typed address meets.
 * A verdict holds while the fields still say what it was about.
 */
export function useAddressChoice(
  draft: CheckoutDraft,
  onChange: (change: (draft: CheckoutDraft) => CheckoutDraft) => void,
  send: (next: CheckoutDraft) => Promise<boolean>,
) {
  const source = useAddressSource();
  const [verdict, setVerdict] = useState<AddressVerdict>({ kind: 'none' });

  const choose = async (suggestion: Suggestion) => {
    const street = draft.details.address;
    setVerdict({ kind: 'checking', key: null });
    const chosen = await suggestion.choose().catch(() => null);
    if (!chosen) {
      setVerdict({ kind: 'failed', street });
      return;
    }
    const filled = filledBy(chosen);
    const next = { ...draft, details: { ...draft.details, ...filled } };
    onChange((d) => ({ ...d, details: { ...d.details, ...filled } }));
    const key = addressKeyOf(next);
    // Incomplete (a place without a zip): the fields say what is missing, as when typed.
    if (key === null) {
      setVerdict({ kind: 'none' });
      return;
    }
    setVerdict({ kind: 'checking', key });
    setVerdict((await send(next)) ? { kind: 'delivers', key } : { kind: 'none' });
  };

  const current = addressKeyOf(draft);
  const holds =
    verdict.kind === 'failed'
      ? verdict.street === draft.details.address
      : verdict.kind === 'none' || verdict.key === null || verdict.key === current;
  return { source, verdict: holds ? verdict : ({ kind: 'none' } as const), choose };
}
