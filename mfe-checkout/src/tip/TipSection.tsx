import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, formatMoney, tipFor, type ActionResult, type Order } from '@qsr/shared-contracts';
import { tipPresetOf, type TipChoice } from '../checkout/draft';
import { parseTip, TIP_PRESETS, typedTipDue } from './tip';
import { priceChange } from '../pricing/pricing-store';
import { NS } from '../strings';
import { Card, RadioGroup } from '@qsr/shared-ui';
import { CustomTipField } from './CustomTipField';

/** The radio values of no tip and of a typed one (the presets' are their shares). */
const NONE = 'none';
const CUSTOM = 'custom';

interface Props {
  order: Order;
  /** The tip as typed (the draft's), or null for none or a preset. */
  tip: TipChoice;
  /** Review found the typed tip is not a tip: say so next to the field. */
  invalid: boolean;
  onTip: (tip: TipChoice) => void;
}

/**
 * The tip's presets (shares of the subtotal), none, or a custom amount (§4.1 step 4). A preset
 * is the box's (`setTipShare`): it goes to the order at once and stays that share wherever the
 * subtotal changes (the box follows it, shared-contracts' `followBoxTotals`). A typed amount is
 * the draft's until it goes: when the field is left, on Enter or Apply, and in any case at
 * review, so what the customer typed is what the totals, the dialog and the charge show.
 */
export const TipSection = memo(function TipSection({
  order,
  tip: { customTip },
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
  const share = custom ? null : tipPresetOf(order);
  const [failed, setFailed] = useState(false);
  // The radio chosen shows at once; the box's own choice once the ordering API has answered.
  const [choosing, setChoosing] = useState<string | null>(null);
  const busy = choosing !== null;
  const error = failed || (custom && invalid) ? t('tipInvalid') : null;

  async function choose(change: () => Promise<ActionResult<Order>>, value = CUSTOM) {
    setChoosing(value);
    setFailed(false);
    const answer = await priceChange(change);
    setFailed(!answer.ok);
    setChoosing(null);
  }
  const chooseShare = (chosen: (typeof TIP_PRESETS)[number]) =>
    choose(() => actions.setTipShare(chosen, { mode: 'suppress' }), String(chosen));
  const chooseAmount = (amount: number, value?: string) =>
    choose(() => actions.setTip(amount, { mode: 'suppress' }), value);

  function applyTyped() {
    if (customTip === null) return;
    const amount = parseTip(customTip);
    if (amount === null) setFailed(true);
    else if (typedTipDue(amount, order)) void chooseAmount(amount);
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
        value={choosing ?? (custom ? CUSTOM : share === null ? NONE : String(share))}
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
            onTip({ customTip: current > 0 ? current.toFixed(2) : '' });
            return;
          }
          onTip({ customTip: null });
          const preset = presets.find((candidate) => String(candidate.share) === value);
          void (preset ? chooseShare(preset.share) : chooseAmount(0, NONE));
        }}
      />
      {custom && (
        <CustomTipField
          typed={customTip}
          error={error}
          busy={busy}
          onType={(typed) => {
            onTip({ customTip: typed });
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
