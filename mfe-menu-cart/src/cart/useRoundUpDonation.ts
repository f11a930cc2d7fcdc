import { useEffect } from 'react';
import { actions, roundUpAmount, type Order } from '@qsr/shared-contracts';

/**
 * §4.12: while the box has a round-up donation, its amount follows the totals: when they
 * change, the donation is set again to what rounds the order up (§5). A failure is only
 * logged; checkout shows the donation's own errors.
 */
export function useRoundUpDonation(order: Order | null): void {
  const donation = order?.donations[0];
  const amount = order ? roundUpAmount(order.totals) : 0;
  const due = Boolean(order && donation && Math.round((donation.amount - amount) * 100) !== 0);
  const orderId = order?.id;
  const donationId = donation?.id;

  useEffect(() => {
    if (!due || !orderId || donationId === undefined) return;
    void actions.setDonation({ id: donationId, amount }, { mode: 'suppress' }).then((answer) => {
      if (!answer.ok) console.error('Could not update the round-up donation', answer.failure.cause);
    });
  }, [due, orderId, donationId, amount]);
}
