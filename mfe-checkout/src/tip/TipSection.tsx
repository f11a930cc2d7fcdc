import { memo, useId, useLayoutEffect, useState } from 'react';
import type { TipChoice } from '../checkout/draft';
import { useTranslation } from 'react-i18next';
import { actions, formatMoney, type Order } from '@qsr/shared-contracts';
import { parseTip, tipFor, TIP_PRESETS } from './tip';
import { priceChange } from '../pricing/pricing-store';
import { NS } from '../strings';
import { Card, RadioGroup } from '@qsr/shared-ui';
import { CustomTipField } from './CustomTipField';

/** The radio values of no tip and of a typed one (the presets' are their shares). */
const NONE = 'none';
const CUSTOM = 'custom';

interface Props {
  order: Order;
  /** The tip as chosen (the draft's): none, a preset's share, or an amount as typed. */
  tip: TipChoice;
  /** Review found the typed tip is not a tip: say so next to the field. */
  invalid: boolean;
  onTip: (tip: TipChoice) => void;
}

/**
 * The tip's presets (shares of the subtotal), none, or a custom amount (§4.1 step 4). The
 * choice is the draft's, so it outlives the section (the customer leaves checkout to change the
 * box and comes back). A preset goes to the order at once, and stays that share: when the box's
 * subtotal changes, here or on another page, the tip follows it once the section shows. A typed
 * amount goes when the field is left, on Enter or Apply, and in any case at review, so what the
 * customer typed is what the totals, the dialog and the charge show.
 */
export const TipSection = memo(function TipSection({
  order,
  tip: { customTip, tipShare: chosenShare },
  invalid,
  onTip,
}: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const current = order.totals.tip;
  const presets = TIP_PRESETS.map((share) => ({
    share,
    amount: tipFor(order.totals.subtotal, share),
  }));
  const custom = customTip !== null;
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = failed || (custom && invalid) ? t('tipInvalid') : null;

  async function choose(amount: number) {
    setBusy(true);
    setFailed(false);
    const answer = await priceChange(() => actions.setTip(amount, { mode: 'suppress' }));
    setFailed(!answer.ok);
    setBusy(false);
  }

  // A share shows its amount of the subtotal as chosen: the order's tip must be that amount.
  // Asked before the page paints, so the old tip is never shown as if it were current.
  const share = custom ? null : chosenShare;
  const due = share === null ? null : tipFor(order.totals.subtotal, share);
  useLayoutEffect(() => {
    if (due !== null && due !== current && !busy && !failed) void choose(due);
    // Only a new amount due (or the tip's own answer) asks again, not a new render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, current, busy]);

  function applyTyped() {
    if (customTip === null) return;
    const amount = parseTip(customTip);
    if (amount === null) setFailed(true);
    else if (amount !== current) void choose(amount);
  }

  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('tipHeading')}</h2>
      <RadioGroup
        look="chips"
        hideLegend
        legend={t('tipHeading')}
        name="checkout-tip"
        className="checkout-tips"
        disabled={busy}
        busy={busy}
        value={custom ? CUSTOM : share === null ? NONE : String(share)}
        choices={[
          { value: NONE, label: t('noTip') },
          ...presets.map(({ share, amount }) => ({
            value: String(share),
            label: t('tipPreset', {
              percent: Math.round(share * 100),
              amount: formatMoney(amount),
            }),
          })),
          { value: CUSTOM, label: t('customTip') },
        ]}
        onChange={(value) => {
          if (value === CUSTOM) {
            onTip({ customTip: current > 0 ? current.toFixed(2) : '', tipShare: null });
            return;
          }
          const preset = presets.find((candidate) => String(candidate.share) === value);
          onTip({ customTip: null, tipShare: preset?.share ?? null });
          // The choice shows at once; the order's tip follows when the ordering API answers.
          void choose(preset ? preset.amount : 0);
        }}
      />
      {custom && (
        <CustomTipField
          typed={customTip}
          error={error}
          busy={busy}
          onType={(typed) => {
            onTip({ customTip: typed, tipShare: null });
            setFailed(false);
          }}
          onApply={applyTyped}
        />
      )}
      {error && !custom && (
        <p id={`${id}-error`} role="alert" className="ui-field-error">
          {error}
        </p>
      )}
    </Card>
  );
});
