import { useTranslation } from 'react-i18next';
import {
  arrivalOpensAt,
  fillText,
  formatPromised,
  receiptTexts,
  useLanguage,
  type Order,
  type OrderStatus,
} from '@qsr/shared-contracts';
import { buttonClass } from '@qsr/shared-ui';
import { NS } from '../strings';
import { canArrive } from './arrival';
import { canSignalArrival } from './order-status';
import type { useArrival } from './use-arrival';

type Props = {
  order: Order;
  status: OrderStatus | null;
  promised: string | undefined;
  now: number;
  zone: string;
  arrival: ReturnType<typeof useArrival>;
};

/** 'I'm here' from shortly before the promised time, when it opens until then, and its answer. */
export function ArrivalNotice({ order, status, promised, now, zone, arrival }: Props) {
  const { t } = useTranslation(NS);
  const language = useLanguage();
  // 'I'm here' and when it opens, in the words the confirmation e-mail uses.
  const texts = receiptTexts(language);
  const { arrived, arriving, arrivalError, arrive } = arrival;
  const collects = status !== null && canSignalArrival(order.handoff, status.status);
  const mayArrive = status !== null && canArrive(order.handoff, status.status, promised, now);
  return (
    <>
      {collects && !arrived && mayArrive && (
        <button
          type="button"
          className={buttonClass({ block: true })}
          disabled={arriving}
          onClick={() => void arrive()}
        >
          {texts.imHere}
        </button>
      )}
      {collects && !arrived && !mayArrive && promised && (
        <p className="ui-field-hint" data-arrival-from>
          {fillText(texts.arrivalFrom, {
            time: formatPromised(
              new Date(arrivalOpensAt(promised)).toISOString(),
              zone,
              language,
              now,
            ),
          })}
        </p>
      )}
      {arrived && <p className="ui-ok">{t('arrived')}</p>}
      {arrivalError && (
        <p role="alert" className="ui-field-error">
          {arrivalError}
        </p>
      )}
    </>
  );
}
