import { useState } from 'react';
import {
  maskZip,
  useAddressSource,
  type ChosenAddress,
  type DeliveryAddress,
  type Suggestion,
} from '@qsr/shared-contracts';
import type { Verdict } from './ZoneVerdict';

/** The fields a chosen address fills. */
export interface ChosenFields {
  address: string;
  city: string;
  state: string;
  zip: string;
}

const fieldsOf = (chosen: ChosenAddress): ChosenFields => ({
  address: chosen.address,
  city: chosen.city,
  state: chosen.state,
  zip: maskZip(chosen.zip),
});

/** The chosen address while the fields still say it; once one is edited, the typed text rules. */
function stillChosen(fields: ChosenFields, verdict: Verdict): ChosenAddress | undefined {
  if (verdict.kind !== 'chosen') return undefined;
  const chosen = fieldsOf(verdict.chosen);
  const same = (Object.keys(chosen) as Array<keyof ChosenFields>).every(
    (key) => fields[key].trim() === chosen[key],
  );
  return same ? verdict.chosen : undefined;
}

/**
 * Choosing a suggested address: the page's source of suggestions, the fields filled, and the
 * verdict on its delivery zone, said at once. A chosen address goes on with its point, so that
 * the zone checked is the one the list said.
 */
export function useChosenAddress(fields: ChosenFields, fill: (fields: ChosenFields) => void) {
  const source = useAddressSource();
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'none' });

  const choose = async (suggestion: Suggestion) => {
    setVerdict({ kind: 'checking' });
    const chosen = await suggestion.choose().catch(() => null);
    if (!chosen) {
      setVerdict({ kind: 'failed' });
      return;
    }
    fill(fieldsOf(chosen));
    setVerdict({ kind: 'chosen', chosen });
  };

  const chosen = stillChosen(fields, verdict);
  const shown: Verdict = verdict.kind === 'chosen' && !chosen ? { kind: 'none' } : verdict;
  /** The address with the chosen point, when the fields still say the chosen address. */
  const placed = (address: DeliveryAddress): DeliveryAddress =>
    chosen ? { ...address, lat: chosen.lat, lng: chosen.lng } : address;
  return { source, verdict: shown, choose, placed };
}
