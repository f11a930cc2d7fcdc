import { useTranslation } from 'react-i18next';
import { Notice } from '@qsr/shared-ui';
import { NS } from '../strings';
import type { AddressVerdict } from './use-address-choice';

/** Said under the address as soon as a suggestion is chosen: whether the box's restaurant delivers. */
export function DeliveryVerdict({
  verdict,
  restaurant,
}: {
  verdict: AddressVerdict;
  restaurant: string;
}) {
  const { t } = useTranslation(NS);
  if (verdict.kind === 'none') return null;
  if (verdict.kind === 'failed') {
    return (
      <Notice tone="warning" className="checkout-wide">
        {t('addressNotFilled')}
      </Notice>
    );
  }
  if (verdict.kind === 'checking') {
    return <Notice className="checkout-wide">{t('checkingDelivery', { name: restaurant })}</Notice>;
  }
  return (
    <Notice tone="success" className="checkout-wide">
      {t('deliversHere', { name: restaurant })}
    </Notice>
  );
}
