import { useTranslation } from 'react-i18next';
import {
  formatPromised,
  isDelivery,
  orderLife,
  useLanguage,
  type Order,
  type OrderStatus,
  type OrderStatusValue,
} from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * Where the order is: each step of its life, those reached with when (on the restaurant's
 * clock), the current one marked; a cancelled order says when it was cancelled instead of what
 * would have come next. Until the first status answers (`null`), the steps stand unreached and
 * busy, so that the page keeps its height and nothing below moves under a finger.
 */
export function OrderTracker({
  handoff,
  status,
  zone,
  now,
}: {
  handoff: Order['handoff'];
  status: OrderStatus | null;
  zone: string;
  now: number;
}) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  const reached = new Map((status?.steps ?? []).map((step) => [step.status, step.at]));
  const cancelled = status?.status === 'cancelled';
  const steps = cancelled ? [...reached.keys()] : orderLife(handoff);
  const name = (step: OrderStatusValue) =>
    step === 'completed'
      ? t(isDelivery(handoff) ? 'step_delivered' : 'step_collected')
      : t(`status_${step}`);
  return (
    <ol
      className="checkout-tracker"
      aria-label={t('trackerLabel')}
      aria-busy={status ? undefined : true}
    >
      {steps.map((step) => {
        const at = reached.get(step);
        const current = step === status?.status;
        return (
          <li
            key={step}
            className="checkout-tracker-step"
            data-step={step}
            data-reached={at ? '' : undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span className="checkout-tracker-name">{name(step)}</span>
            {at && (
              <time dateTime={at} className="checkout-tracker-time">
                {formatPromised(at, zone, language, now)}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
