import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  formatMoney,
  parseTip,
  setTip,
  tipFor,
  TIP_PRESETS,
  type Order,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

/** The tip's presets (shares of the subtotal), none, or a custom amount (§4.1 step 4). */
export function TipSection({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const current = order.totals.tip;
  const presets = TIP_PRESETS.map((share) => ({
    share,
    amount: tipFor(order.totals.subtotal, share),
  }));
  const preset = presets.find((p) => p.amount === current);
  /** The choice shows at once; the order's tip follows when the ordering API answers. */
  type Choice = 'none' | 'custom' | number;
  const [choice, setChoice] = useState<Choice>(
    current === 0 ? 'none' : preset ? preset.share : 'custom',
  );
  const custom = choice === 'custom';
  const [typed, setTyped] = useState(current > 0 && !preset ? current.toFixed(2) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(amount: number) {
    setBusy(true);
    setError(null);
    try {
      actions.setOrder(await setTip(order.id, amount, { mode: 'suppress' }));
    } catch {
      setError(t('tipInvalid'));
    } finally {
      setBusy(false);
    }
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const amount = parseTip(typed);
    if (amount === null) setError(t('tipInvalid'));
    else void choose(amount);
  }

  return (
    <section className="co-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('tipHeading')}</h2>
      <fieldset className="co-choices co-tips" disabled={busy} aria-busy={busy || undefined}>
        <legend className="co-visually-hidden">{t('tipHeading')}</legend>
        <label className="co-choice">
          <input
            type="radio"
            name="co-tip"
            checked={choice === 'none'}
            onChange={() => {
              setChoice('none');
              void choose(0);
            }}
          />
          {t('noTip')}
        </label>
        {presets.map(({ share, amount }) => (
          <label key={share} className="co-choice">
            <input
              type="radio"
              name="co-tip"
              checked={choice === share}
              onChange={() => {
                setChoice(share);
                void choose(amount);
              }}
            />
            {t('tipPreset', { percent: Math.round(share * 100), amount: formatMoney(amount) })}
          </label>
        ))}
        <label className="co-choice">
          <input type="radio" name="co-tip" checked={custom} onChange={() => setChoice('custom')} />
          {t('customTip')}
        </label>
      </fieldset>
      {custom && (
        <form className="co-inline" onSubmit={applyCustom} noValidate>
          <div className="co-field">
            <label htmlFor={`${id}-custom`}>{t('customTipLabel')}</label>
            <input
              type="text"
              id={`${id}-custom`}
              inputMode="decimal"
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
          </div>
          <button type="submit" className="co-button-secondary" disabled={busy}>
            {t('applyTip')}
          </button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="co-field-error">
          {error}
        </p>
      )}
    </section>
  );
}
