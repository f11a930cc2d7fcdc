import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actions,
  appliedCouponText,
  useLanguage,
  walletRewardName,
  type Order,
} from '@qsr/shared-contracts';
import { promoStatusOf, type PromoStatus } from './promo-status';
import { NS } from '../strings';
import { localisedError } from './promo-message';
import { Button, Field } from '@qsr/shared-ui';

/**
 * §4.4 the promo field: empty → approved (input disabled, the button becomes Remove) or
 * failed (the §8 message). Approved follows the order: its first discount is a Coupon. A code
 * the customer typed shows in the field; a wallet reward is named, its code kept out of sight.
 * An error lasts until the order's coupon changes, from here or elsewhere (the wallet).
 */
export function PromoField({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const coupon = order.coupon?.couponcode ?? null;
  // An error was about the coupon the order had then: a new one (applied, removed) drops it.
  const [failedOn, setFailedOn] = useState(coupon);
  if (failedOn !== coupon) {
    setFailedOn(coupon);
    setFailure(null);
  }
  const status: PromoStatus = failure ? 'failed' : promoStatusOf(order);
  const approved = promoStatusOf(order) === 'approved';
  const reward = order.coupon?.reward ? walletRewardName(order.coupon.reward.label) : null;
  const typed = reward === null ? (coupon ?? '') : '';

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
        value={approved ? typed : code}
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
          {appliedCouponText(order, language)}
        </p>
      )}
    </form>
  );
}
