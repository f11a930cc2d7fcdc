import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressKey,
  dedupeAddresses,
  useRead,
  type Member,
  type MemberAddress,
} from '@qsr/shared-contracts';
import type { CheckoutDraft } from '../checkout/draft';
import { NS } from '../strings';
import { RadioGroup } from '@qsr/shared-ui';

export interface SavedAddressList {
  addresses: MemberAddress[];
  /** `members/addresses` failed: the section says so, and the address is typed in. */
  failed: boolean;
  retry: () => unknown;
}

/** A member's saved addresses (§5: deduplicated, defaults first); none for a guest. */
export function useSavedAddresses(user: Member | null): SavedAddressList {
  const { data, error, mutate } = useRead('addresses', user ? [] : null, {
    revalidateOnFocus: false,
  });
  const addresses = useMemo(() => (data ? dedupeAddresses(data) : []), [data]);
  return { addresses, failed: Boolean(error) && !data, retry: mutate };
}

type Details = CheckoutDraft['details'];

/** The address fields of a saved address. */
export const detailsOf = (saved: MemberAddress): Partial<Details> => ({
  address: saved.address,
  building: saved.building ?? '',
  city: saved.city,
  zip: saved.zip,
  state: saved.state,
});

/** The saved address the draft's address fields hold, if any. */
export function savedIn(addresses: MemberAddress[], details: Details): MemberAddress | undefined {
  const key = addressKey(details);
  return addresses.find((saved) => addressKey(saved) === key && saved.zip === details.zip);
}

export const addressLine = (saved: MemberAddress) =>
  [
    saved.building ? `${saved.address}, ${saved.building}` : saved.address,
    saved.city,
    `${saved.state} ${saved.zip}`.trim(),
  ].join(', ');

/** The radio value of a new address (saved ones' are their ids). */
const NEW_ADDRESS = 'new';

interface Props {
  addresses: MemberAddress[];
  details: Details;
  /** The member chose 'A new address' (its fields show even while empty). */
  typingNew: boolean;
  onSaved: (saved: MemberAddress) => void;
  onNew: () => void;
}

/**
 * A member switching to delivery is offered their saved addresses; with no
 * address yet, the first (a default one, §5) is chosen for them.
 */
export function SavedAddresses({ addresses, details, typingNew, onSaved, onNew }: Props) {
  const { t } = useTranslation(NS);
  const chosen = savedIn(addresses, details);
  const first = addresses[0];
  const empty = !details.address.trim();
  useEffect(() => {
    if (first && empty && !typingNew) onSaved(first);
  }, [first, empty, typingNew, onSaved]);

  return (
    <RadioGroup
      look="tiles"
      className="checkout-saved-addresses"
      legend={t('deliverTo')}
      name="checkout-saved-address"
      value={typingNew || !chosen ? NEW_ADDRESS : String(chosen.id)}
      choices={[
        ...addresses.map((saved) => ({
          value: String(saved.id),
          label: (
            <span>
              {addressLine(saved)}
              {saved.default && <em className="checkout-default"> ({t('defaultAddress')})</em>}
            </span>
          ),
        })),
        { value: NEW_ADDRESS, label: t('newAddress') },
      ]}
      onChange={(value) => {
        const saved = addresses.find((address) => String(address.id) === value);
        if (saved) onSaved(saved);
        else onNew();
      }}
    />
  );
}
