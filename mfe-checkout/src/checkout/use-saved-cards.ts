import { useMemo } from 'react';
import { useRead, type BillingAccount, type Order } from '@qsr/shared-contracts';

export interface SavedCards {
  accounts: BillingAccount[];
  /** `members/payments` failed and there is nothing to offer: the payment section says so. */
  failed: boolean;
  retry: () => unknown;
}

/**
 * A member's saved cards: the accounts of the order's credit-card billing that validate
 * returns (§3 billing, §4.1 step 5), or `members/payments` until the order has them.
 */
export function useSavedCards(order: Order, member: boolean): SavedCards {
  const billing = order.billing.find((entry) => entry.type === 'creditcard')?.accounts;
  // The billing's cards, when it has any.
  const saved = billing?.length ? billing : null;
  const { data, error, mutate } = useRead('payments', member && !saved ? [] : null);
  // One object while the cards are the same: the payment section is drawn again only then.
  return useMemo(() => {
    if (!member) return { accounts: [], failed: false, retry: mutate };
    if (saved) return { accounts: saved, failed: false, retry: mutate };
    const accounts = (data ?? []).map((payment) => ({
      id: payment.account.id,
      card_type: payment.card_type,
      last4: payment.last4,
      expiry: payment.expiry,
    }));
    return { accounts, failed: Boolean(error) && !data, retry: mutate };
  }, [member, saved, data, error, mutate]);
}
