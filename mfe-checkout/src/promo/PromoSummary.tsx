import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatMoney, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { buttonClass, Card } from '@qsr/shared-ui';

/**
 * Promo codes and wallet rewards (§4.4, §4.5) live in the box, the cart drawer's team's
 * fields: checkout shows what is applied and opens the box to add or change it, so there is
 * one promo field with one set of rules. The totals follow the order either way. In the app's
 * minimal layout there is no box to open, so it only shows an applied code.
 */
export function PromoSummary({ order, canChange }: { order: Order; canChange: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const code = order.coupon?.couponcode;
  if (!code && !canChange) return null;
  return (
    <Card as="section" tone="flat" className="checkout-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('promoHeading')}</h2>
      <p className={code ? 'ui-ok' : 'ui-field-hint'}>
        {code
          ? t('promoApplied', { code, amount: formatMoney(order.totals.discount) })
          : t('promoNone')}
      </p>
      {canChange && (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => bus.emit('cart:open')}
        >
          {code ? t('promoChange') : t('promoAdd')}
        </button>
      )}
    </Card>
  );
}
