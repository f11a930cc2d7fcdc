import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, promoStatusOf, type Order, type PromoStatus } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { localisedError } from './promo-message';
import { buttonClass } from '@qsr/shared-ui';

/**
 * §4.4 the promo field: empty → approved (input disabled, the button becomes Remove) or
 * failed (the §8 message). Approved follows the order: its first discount is a Coupon.
 */
export function PromoField({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status: PromoStatus = failure ? 'failed' : promoStatusOf(order);
  const approved = promoStatusOf(order) === 'approved';
  const applied = order.coupon?.couponcode ?? '';

  async function apply(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const applied = await actions.applyPromoCode(code);
    setFailure(applied.ok ? null : (applied.failure.messages[0] ?? null));
    if (applied.ok) setCode('');
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    const removed = await actions.removePromoCode();
    // §8: cart-action failures are only logged (the request helper shows the connection issue).
    if (removed.ok) setFailure(null);
    else console.error('Could not remove the promo code', removed.failure.cause);
    setBusy(false);
  }

  return (
    <form
      className={`menuCart-promo is-${status}`}
      onSubmit={(event) => void apply(event)}
      noValidate
    >
      <label htmlFor="menuCart-promo-code">{t('promoCode')}</label>
      <div className="menuCart-promo-row">
        <input
          type="text"
          id="menuCart-promo-code"
          name="promo"
          autoComplete="off"
          autoCapitalize="characters"
          value={approved ? applied : code}
          disabled={approved || busy}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'menuCart-promo-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setFailure(null);
          }}
        />
        {approved ? (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary' })}
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('remove')}
          </button>
        ) : (
          <button type="submit" className={buttonClass({ variant: 'secondary' })} disabled={busy}>
            {t('apply')}
          </button>
        )}
      </div>
      {failure && (
        <p id="menuCart-promo-error" role="alert" className="ui-field-error">
          {localisedError(failure, t)}
        </p>
      )}
      {approved && (
        <p role="status" className="ui-ok">
          {t('promoApproved', { code: applied })}
        </p>
      )}
    </form>
  );
}
