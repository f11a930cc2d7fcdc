import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, promoStatusOf, type Order, type PromoStatus } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { localisedError } from './promo-message';
import { Button, Field } from '@qsr/shared-ui';

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
      <Field
        id="menuCart-promo-code"
        label={t('promoCode')}
        name="promo"
        autoComplete="off"
        autoCapitalize="characters"
        value={approved ? applied : code}
        disabled={approved || busy}
        error={failure && localisedError(failure, t)}
        liveError
        onChange={(value) => {
          setCode(value);
          setFailure(null);
        }}
        addon={
          approved ? (
            <Button variant="secondary" disabled={busy} onClick={() => void remove()}>
              {t('remove')}
            </Button>
          ) : (
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('apply')}
            </Button>
          )
        }
      />
      {approved && (
        <p role="status" className="ui-ok">
          {t('promoApproved', { code: applied })}
        </p>
      )}
    </form>
  );
}
