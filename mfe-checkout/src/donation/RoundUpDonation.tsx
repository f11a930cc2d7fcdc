import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, formatMoney, roundUpAmount, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { priceChange } from '../pricing/pricing-store';
import { Card, Checkbox } from '@qsr/shared-ui';

/** The round-up program of the ordering API's carts (its only donation program). */
export const ROUND_UP_PROGRAM_ID = 1;

/**
 * §4.12 the round-up donation: checked, it rounds the order up to the next dollar (§5) with
 * `PUT /api/v2/carts/{id}/donations`; the amount follows the totals while it is on, wherever
 * they change (shared-contracts' `followBoxTotals`); a failure shows the message of the response
 * body (§8).
 */
export const RoundUpDonation = memo(function RoundUpDonation({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const donation = order.donations[0];
  const amount = roundUpAmount(order.totals);
  /** The box shows the choice at once; a failure puts it back. */
  const [chosen, setChosen] = useState(Boolean(donation));

  async function put(value: number) {
    setBusy(true);
    setError(null);
    const answer = await priceChange(() =>
      actions.setDonation({ id: ROUND_UP_PROGRAM_ID, amount: value }, { mode: 'suppress' }),
    );
    if (!answer.ok) {
      setError(answer.failure.messages[0] ?? null);
      setChosen(Boolean(donation));
    }
    setBusy(false);
  }

  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('donationHeading')}</h2>
      <Checkbox
        label={t('donationLabel', { amount: formatMoney(donation?.amount ?? amount) })}
        checked={chosen}
        disabled={busy}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(checked) => {
          setChosen(checked);
          void put(checked ? amount : 0);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="ui-field-error">
          {error}
        </p>
      )}
    </Card>
  );
});
