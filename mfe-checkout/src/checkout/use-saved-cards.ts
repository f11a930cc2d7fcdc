import { useRead, type BillingAccount, type Order } from '@qsr/shared-contracts';

/**
 * A member's saved cards: the accounts of the order's credit-card billing that validate
 * returns (§3 billing, §4.1 step 5), or `members/payments` until the order has them.
 */
export function useSavedCards(order: Order, member: boolean): BillingAccount[] {
  const billing = order.billing.find((entry) => entry.type === 'creditcard')?.accounts ?? [];
  const { data } = useRead('payments', member && billing.length === 0 ? [] : null);
  if (!member) return [];
  if (billing.length > 0) return billing;
  return (data ?? []).map((payment) => ({
    id: payment.account.id,
    card_type: payment.card_type,
    last4: payment.last4,
    expiry: payment.expiry,
  }));
}
